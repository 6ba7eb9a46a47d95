# PTF test for build/testgen/k32/kind5/main
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

logger = logging.getLogger('build/testgen/k32/kind5/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, 'build/testgen/k32/kind5/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('build/testgen/k32/kind5/main')

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
    # Current statement coverage: 0.085

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 54
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x2A\x00\x00\x00\x00\x00\x00\x20\x00\x00\xE0\x84\xA5\xA5\x39\xB1\x3C\x0E\x16\x17\xC1\xCB\x3D\x50\x3C\x91\x3F\xCD\x81\x84\x07\xF7\xDF\xFD\x89\xB7\x49\xD7\xE9\xCC\xFD\x98\x8D\xC7\x44\x84\x56\x32\xB6\xC7\x60\xF0\x6A\xAD\xDE\x23\xF0\x65\xF7\x6E\x42\x42\xF1\x8F\x06\x4B\xE9\x75\x0B\x5F\xD7\x6A\xD4\x7C\xD7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test2(AbstractTest):
    # Current statement coverage: 0.089

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0C\x00\x00\x00\x00\x00\x00\x20\x00\x00\xAB\x6B\xCD\xB5\x83\x97\xD3\x24\x47\x19\x2D\x42\x1E\xAB\xA7\xB9\xC8\xE0\xCD\xF2\x79\x0F\x2A\x8F\xEA\x2B\x7A\x01\xAF\x45\xE6\x9A\x73\x09\xFF\x7E\x8D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test3(AbstractTest):
    # Current statement coverage: 0.26

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 2501)
        self.setRegisterValue('P4rIngress.exponent', 0x00, 2501)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 2501)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x50B6),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000009C5),
                gc.DataTuple('slot_count', 0x00000725),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x74C28743),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x83\x50\xB6\x00\x19\x00\x00\x00\x00\x00\x00\x9A\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x90\xDF\x9C\x0D\xA9\x2A\xEF\x95\x9A\x86\x8F\x7D\xD7\xBD\x17\x4C\x86\xAF\x0A\x43\xFA\xDD\xA2\xE9\x13\x25\x20\x36\x2D\x42\x88\xEA\xB7\x6C\xA6\xAD\xC8\x2A\x53\x15\x68\x51\x39\x04\xF5\x3B\xA5\x86\x59\x40\x9B\x21\x49\x8D\x64\x1E\x96\xED\x7D\x49\xAB\xA5\x17\xE7\x43\x44\x7E\x4B\x2A\x4B\xE7\x18\x9E\xBE\xC3\xE8\x99\xB7\x09\x78\x20\x04\x16\x72\xA9\x26\x68\x12\xC7\xFE\x99\x1A\x6D\x05\x1A\x38\xDD\x27\x87\xCA\x0E\x35\xD7\x72\x35\xDE\xE2\x47\xCB\x2D\x6F\x4C\x6A\x30\x19\xBF\x87\xC8\xC4\xA9\x1F\x6C\x40\xFD\x26\x00\x0F\x9F\xC0\x6D\xD2\xC0\x09\x75\x29\x08\xBF\x73\x73\x04\xAE\x8A\x6D\x69\x9C\x25\x50'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test4(AbstractTest):
    # Current statement coverage: 0.26

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 2203)
        self.setRegisterValue('P4rIngress.exponent', 0x00, 2203)
        self.setRegisterValue('P4rIngress.set_flags', 0x02, 2203)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF916),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000089B),
                gc.DataTuple('slot_count', 0x00000AF5),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC68F2412),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0xF15D552E1209),
            ],
            'P4rIngress.drop',
            [
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xF1\x5D\x55\x2E\x12\x09\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x83\xF9\x16\x00\x1B\x00\x00\x00\x00\x00\x00\x70\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x96\x28\x07\xA1\x0F\xDB\xF1\xD0\xF6\x4C\xCA\xDA\xF6\x02\x83\xCF\xC5\xC6\x23\xD4\xD1\xD5\xA9\xEE\x72\x34\x0B\x9B\xC7\x06\x89\x30\x81\xCD\xC3\xF6\xD4\xFD\x0C\xC9\xBF\xF8\x8A\x64\xCB\x80\x6A\x07\xA7\x03\x7E\x39\x27\x4D\xB1\xC4\x35\x71\xF3\x2F\x25\x41\x69\xFF\x92\xB7\x88\x90\x14\x97\x1A\x32\x96\xD8\x3B\x23\xD3\xA0\xB3\x23\x5D\x2E\x42\xCF\x84\xBE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test5(AbstractTest):
    # Current statement coverage: 0.26

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 2425)
        self.setRegisterValue('P4rIngress.exponent', 0x00, 2425)
        self.setRegisterValue('P4rIngress.set_flags', 0x02, 2425)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x76FB),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000979),
                gc.DataTuple('slot_count', 0x00000B70),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFBD072D8),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x83\x76\xFB\x00\x14\x00\x00\x00\x00\x00\x00\x42\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xA6\xFD\x0F\x2A\x54\xA7\x07\x89\xD6\x33\x67\x65\xCE\x26\x24\x60\xA9\x5E\x1E\xCE\xB1\x32\x14\xE4\x63\x04\x2B\x23\xA7\x9D\x4C\x72\xAE\xD4\x4B\x23\x31\x8A\xC8\x8A\x71\x18\x4D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test6(AbstractTest):
    # Current statement coverage: 0.27

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 6525)
        self.setRegisterValue('P4rIngress.exponent', 0x00, 6525)
        self.setRegisterValue('P4rIngress.set_flags', 0x02, 6525)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5B47),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000197D),
                gc.DataTuple('slot_count', 0x0000057D),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0177B313),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x41B6D1B4E235),
            ],
            'P4rIngress.flood',
            [
                gc.DataTuple('group', 0x0000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x41\xB6\xD1\xB4\xE2\x35\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x83\x5B\x47\x00\x1F\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x5A\xC0\x3D\xC3\x79\xA5\xD2\xE7\x87\x9F\xA8\xFB\x51\xB0\xB1\x3F\x7C\xE2\x20\x59\x17\x20\x56\x2C\x0A\xB9\xDB\x01\x0D\xA3\x49\x40\x60\xC0\x35\x38\xD2\x92\x2D\x9D\xFC\x59\x07\x2E\xF0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test7(AbstractTest):
    # Current statement coverage: 0.27

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 3720)
        self.setRegisterValue('P4rIngress.exponent', 0x00, 3720)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 3720)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC7F6),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E88),
                gc.DataTuple('slot_count', 0x00000AE2),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5115C6A6),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x539F98177D56),
            ],
            'P4rIngress.flood',
            [
                gc.DataTuple('group', 0x0000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x53\x9F\x98\x17\x7D\x56\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x83\xC7\xF6\x00\x09\x00\x00\x00\x00\x00\x00\x8E\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x92\xDC\xA8\xB0\xC5\x87\x3F\xE7\xE7\x43\xE1\x47\xC3\x4E\xBA\xC2\x3C\xAD\xCC\xC6\x61\x3A\xC9\xD6\x68\x7B\xA7\x52\xF1\x1C\x39\xE9\x94\x11\x57\x60\x5A\xF5\x9E\xB6\x73\x2D\x71\x0A\x10\x66\xB7\x62\xF3\x11\xBA\x67\xC9\x75\xA6\xDC\x1D\x5F\xFD\xEC\x12\xE4\x08\x82\x9F\x27\x73\x61\x7F\x84\x13\x73\xA9\xD7\x4D\x52\x02\xFC\xC0\x98\xF6\xFF\xC1\xE9\xE1\x9F\x9E\x3C\x6D\x97\x62\x5E\xC0\xB6\xBC\xC1\xE5\x58\xCC\x8C\x5B\x45\xA9\xA0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.27

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 3127)
        self.setRegisterValue('P4rIngress.exponent', 0x00, 3127)
        self.setRegisterValue('P4rIngress.set_flags', 0x02, 3127)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE46C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000C37),
                gc.DataTuple('slot_count', 0x00000D6C),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x092A3AC1),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x21287A47B4A2),
            ],
            'P4rIngress.drop',
            [
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x21\x28\x7A\x47\xB4\xA2\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x83\xE4\x6C\x00\x19\x00\x00\x00\x00\x00\x00\xF4\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x3F\x07\xB0\x4D\x82\x82\xED\x28\x07\x3F\x18\x15\x1B\x7C\x4A\xF8\x06\xB5\xC3\x65\x65\x74\xC9\xA4\x05\x16\xDD\x45\x2C\x1A\x6F\x35\x1F\xD0\x38\xC7\x84\xD4\x21\xC2\xB6\x26\x7C\x89\x0C\x9F\x33\xFB\xEC\x4B\x56\x18\x35\x64\xBB\x8F\xC0\xFE\x07\xBB\x82\x1C\x82\xB8\xC1\x66\x06\xCD\x3A\xF9\x0E\x86\x10\xE5\x63\x2B\x76\xDD\x1E\x74\xB2\x62\xAC\xD4\x31\x24\x08\x8D\xEE\xBE\x93\x8E\xBE\x25\xD5\xF1\x23\x1B\x54\x19\x78\xF4\x1F\xD3\x2C\x1E\x81\xF9\x11\xF0\xDC\x60\xFF\x50\x8C\xE7\x8D\x23\xA1\x95\xB0\xDE\x9E\xD9\xD4\xE9\xCE\x38\xED\xEF\x99\x3D\x44\xDD\x40\xB7\x04\x0C\xDC\x60\x77\xA7\x0C\x0A\x9F\x94\x87\x54\xC3\xBC\x56\xB5\xE8\x95\xC2\x61\x78\x7B\xEA\x72\x5B\x76\x07\xF1\xB5\x83\xCF\x8D\xE2\xCD\x19\xE5\x02\x4E\x59\x16\x86\xED\x47\xB0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.27

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 4007)
        self.setRegisterValue('P4rIngress.exponent', 0x00, 4007)
        self.setRegisterValue('P4rIngress.set_flags', 0x02, 4007)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE3D4),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000FA7),
                gc.DataTuple('slot_count', 0x00000736),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA633D9B9),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x652786987B3C),
            ],
            'P4rIngress.flood',
            [
                gc.DataTuple('group', 0x0000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x65\x27\x86\x98\x7B\x3C\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x83\xE3\xD4\x00\x11\x00\x00\x00\x00\x00\x00\x54\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x03\x36\xDE\xA7\x81\xC3\x40\x8F\x49\x9C\xA9\x09\x37\x42\x4F\xB6\x86\x72\x32\x9D\xC7\xBB\xCD\x39\xC8\x16\x54\xC8\x2E\x6E\x08\x1B\x84\xBC\x20\xEA\x99\xD6\x63\x0B\x67\xC0\x6D\xEF\xEB\xB4\x88\x1F\x10\x5D\x4A\x27\x41\x30\xDE\x0F\x56\xC4\x1C\x5C\xA5\xC5\x1F\x22\xEE\xBA\xD2\x6D\xAA\x78\x37\x8E\x65\xC2\x9C\x6D\x85\x20\xFD\xBF\x43\x5D\x20\xC0\x7A\xBF\x36\xDD\x11\x14\x30\x6D\x49\xF6\x53\x63\x4A\xD5\xD4\x9C\xEA\x2A\x82\xCE\x9E\x72\x21\xB7\xA6\xF9\xDD\x3B\xA4\x33\xB5\x4A\x2D\xB6\x23\xCC\xF6\x43\x4B\xD0\x20\x70\x3F\x04\xC6\x11\x9D\x5E\x2A\xF9\x80\x8F\x9F\xAD\x2E\x6A\xFD\x3B\xCE\xF8\x37\x6D\x42\x91\xEF\xE3\x74\x95\xF4\x51\xC3\x17\x70\x3E\x2D\x47\x78\x94\xEA\x3B\xCE\xAF\x9C\x1F\xC9\xD2\x90\x47\x3F\xE7\x57\xD7\x8F\x56\x2D\xF7\xB9\x15\xCE\x8D\x85\xBD\xA8\x3B\x54\x85\xCD\x89\xF0\xD5\x2F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.27

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 2289)
        self.setRegisterValue('P4rIngress.exponent', 0x00, 2289)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 2289)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x485E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000008F1),
                gc.DataTuple('slot_count', 0x000012CF),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC0324EBD),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0xFFF76E8B98B9),
            ],
            'P4rIngress.flood',
            [
                gc.DataTuple('group', 0x0000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xFF\xF7\x6E\x8B\x98\xB9\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x83\x48\x5E\x00\x01\x00\x00\x00\x00\x00\x00\x34\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xA1\x35\x2A\xA9\x36\x75\xB7\x26\x5E\xBD\xD6\x96\xC3\xA5\x56\x9C\x10\xFB\x51\xD1\x21\xDC\x44\xA3\x43\xD1\xC4\xA7\x76\x4F\xA0\x91\xAB\x52\xD8\xCE\xEA\x9C\x0D\xF4\xBE\xCE\x3C\xBC\x37\x34\xDB\x40\x8D\x0A\xF1\x44\x82\x3F\xFA\x91\x61\x50\xEE\x9E\x25\x62\x66\xE2\x94\x6A\x2E\xD8\x1B\xFD\x72\xC2\xFD\x15\xF2\xCA\x88\x25\xC7\x2A\x51\x3E\xA9\xA0\x74\x8D\x64\x57\x91\xA0\x3F\x71\xC3\x37\xFE\x3F\x9B\x38\x68\x4F\xD0\x5A\x33\x85\x7C\x81\x1C\xE7\x0A\x28\xB2\xAF\x11\xEC\xF8\xA6\xA6\xAF\xD6\x5E\x04\xC1\x68\xE5\xC2\x64\xAE\xD3\x28\x23\x7B\x18\xE4\x9D\x09\xC3\xD4\x38\x17\x93\xFB\x54\x67\x20\x9E\xB5\x6A\xE4\x34\x50\xD0\x64\x7E\x67\xB1\x22\x4C\x76\x4E\xF3\x3D\x66\xA9\xBC\xBD\xAF\x43\x6E\xD8\xC9\xC5\xAF\x0C\xCD\xFC\x35\xF8\x53\x3A\xE3\x5F\x02\xA1\x87\x94\xD3\xF0\x56\xF0\x4F\x68\xEB\x32\x07\xAA\x9A\x29\x5F\xD4\xFB\xBE\x6B\x5F\x13\x26\xF2\x75\xF3\x40\x98\x6B\x8E\x12\xEF\xA1\xDB\x34\x0B\x06\x9E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.29

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xEA60),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000196C),
                gc.DataTuple('slot_count', 0x000002A8),
                gc.DataTuple('num_workers', 0x0017),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x61B20D73),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x0AFFE983),
                gc.KeyTuple('src_port', 0x80B8),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0000),
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
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0A\xFF\xE9\x83\x00\x00\x00\x00\x80\xB8\xBE\xEF\x00\x0B\x00\x00\x50\x34\x02\xB2\xEA\x60\x00\x18\x00\x00\x00\x00\x00\x00\xFC\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x73\xB6\x8C\xAF\x2C\x25\x06\x2B\x86\x2C\x9A\xB4\x17\x9D\x2A\xBD\x56\xEE\x7C\x69\xE2\x72\x4B\x65\x1B\xD5\x63\xD7\x8B\xBA\xED\x25\x51\xF9\xA4\x3D\xAE\xD4\x02\x0C\x77\x35\xEA\x65\x2D\x99\x34\x19\x40\x8F\x8E\x80\xD2\xCD\xEC\xD9\xEA\x0E\xF3\x3E\xBD\xFC\x65\xC9\xDA\x47\xF2\xF2\xBB\xCF\xC1\x9F\x32\x36\x9D\xE5\x2F\xAE\xBA\x82\xBC\xD0\x3B\xFF\x27\x58\x6D\x43\x79\xB8\x03\x92\x54\x83\xAF\xE3\x0D\x7C\xEE\x95\xB8\xAE\x2A\x58\x0E\x15\xE8\x66\x9E\xBF\xBC\x9F\xAD\x0E\xC5\xAD\x75\x97\x85\xD2\x11\x44\xBC\x2D\x48\x7B\xBA\x5E\xF8\x8A\x10\xE2\xD3\x6F\x53\x13\x94\x33\x43\x67\x6A\xDC\x9F\x90\x12\x70\xEC\xC0\x37\x09\xD6\xF2\xFD\x13\x86\x50\xCB\x10\x93\x9B\x05\xF7\xA3\xB3\xB5\x56\xEE\x56\xDD\x00\x31\x84\xE8\xB6\x24\xAC\xE2\x69\xCE\x04\x65\x2C\x18\x66\x17\xBE\x42\xA4\x02\xB2\x5B\x41\x34\x30\x11\x08\x88\xF0\x29\x86\x4C\xE6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.29

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3FFE),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000DA5),
                gc.DataTuple('slot_count', 0x00000C75),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6E281A5A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xE4BD18DF),
                gc.KeyTuple('src_port', 0xE527),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0002),
                gc.DataTuple('worker_index', 0x0116),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE4\xBD\x18\xDF\x00\x00\x00\x00\xE5\x27\xBE\xEF\x00\x1D\x00\x00\x50\x34\x02\x97\x3F\xFE\x00\x12\x00\x00\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xCE\x3F\xAA\xD0\xF9\x6F\x05\x69\xDC\x37\xE8\x9E\x7A\x97\xEE\x65\xC2\xF3\xEC\xBD\x96\x03\xF9\xFD\x17\x50\x48\xCC\xA4\x99\x5F\x4B\x0D\xF3\x36\x09\xC6\x7D\x81\x41\x3D\x20\x64\x04\xB0\x49\x24\xDE\xEF\x93\xBA\xB4\x53\xCC\x71\x48\xE6\x58\xA6\x5D\x27\x8B\xDD\x62\x8C\x6E\x12\x60\x46\x75\xBA\xB6\x83\xF7\x39\xDF\x34\xE7\xC7\xCA\x62\x06\x1D\x44\x96\xD8\x40\x84\x40\x3D\xD2\x3B\x67\xE0\xFB\x22\x1E\xE5\x72\x9F\x54\x94\xFE\xE1\x9A\x5A\xC6\x0F\xE0\xF0\xAA\xE2\x5E\x48\x0E\xDC\x7F\x58\x40\xA9\x52\x88\xCC\xF4\x01\xCF\x3A\xC8\x2B\xE2\xBC\x92\x1B\x21\x89\x02\x59\x80\xC9\x95\x34\x55\x02\x1E\x49\x1A\xFA\xEB\xC5\x2D\x1B\x32\xB8\x78\xDA\x75\x9A\x03\xD8\x48\xAB\x55\x8D\x29\xA1\xD3\xBD\xD6\xE2\xF6\x18\xE3\x45\xF2\xAE\x2C\xFD\x75\xA4\xC2\x70\x05\x82\xA6\x5B\x03\x41\x23\x26\x81\x73\x13\x72\xB1\x74\x95\xCC\x22\x94\x8C\x2B\x14\x19\xE2\x7D\x20\x57\x21\xA7\x5A\xC5\x92\xD7\x2C\x88\x5B\xC7\x08\xEB\xC7\xCC\xF6\x98\x5F\x9A\x9B\xF4\xFD\x3B\x65\x16\x91\x78\x5E\x4D\xF2\x0C\xEB\x32\x1D\x4C\xCE\xEF\x49\xB6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.29

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xBE3A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000AEF),
                gc.DataTuple('slot_count', 0x000012AB),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x278FFFC7),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x8333CC8D),
                gc.KeyTuple('src_port', 0x8B63),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0002),
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
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x83\x33\xCC\x8D\x00\x00\x00\x00\x8B\x63\xBE\xEF\x00\x0A\x00\x00\x50\x34\x02\x91\xBE\x3A\x00\x06\x00\x00\x00\x00\x00\x00\x10\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x93\xEE\x73\x58\xD0\xAA\x65\xB9\xE4\x94\x5A\xA9\x3C\x3A\x8B\x89\x50\xB3\xE2\x35'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.29

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 1589)
        self.setRegisterValue('P4rIngress.exponent', 0x00, 1589)
        self.setRegisterValue('P4rIngress.set_flags', 0x02, 1589)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x813C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000635),
                gc.DataTuple('slot_count', 0x000019CB),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7C432C30),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x0DA57FA18F1F),
            ],
            'P4rIngress.flood',
            [
                gc.DataTuple('group', 0x0000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x0D\xA5\x7F\xA1\x8F\x1F\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x83\x81\x3C\x00\x1B\x00\x00\x00\x00\x00\x00\xA6\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x9C\xAE\x13\x52\x96\xBE\x36\xCC\xC9\xB5\xBA\xF4\x30\xF6\x6E\xDD\x2F\x1B\x4A\xF6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.29

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x23CF),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001071),
                gc.DataTuple('slot_count', 0x0000098F),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEC59586E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xC926589B),
                gc.KeyTuple('src_port', 0x691E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x00B3),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC9\x26\x58\x9B\x00\x00\x00\x00\x69\x1E\xBE\xEF\xCE\xB3\x00\x00\x50\x34\x02\xAC\x23\xCF\x00\x0D\x00\x00\x00\x00\x00\x00\xA4\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x02\x8F\x57\x6D\x3C\x47\x0B\x46\x1E\x54\xEA\x32\xD5\x79\xE8\xAF\x47\xB4\xED\xAD\x84\x5B\xE9\x6B\xCB\x8E\x25\xF9\x4B\x17\xDC\x2A\xF6\xF5\x90\x6E\x24\xAF\x7F\x8F\xBB\xC6\x3A\x9F\x36\x1B\x95\x21\x54\x70\xE8\x51\x40\x13\x1A\x88\x1B\x66\xAA\x66\xC7\x5D\xBA\x05\xEE\x62\xCB\x69\x2A\xEE\xCE\x3D\x7E\xE7\x1C\x61\xD1\x7C\x62\x5C\x1C\xEA\x02\x73\x6C\x79\x65\x77\xA6\x09\xFF\xAB\xB8\xD0\x70\x43\xA2\xD3\xE7\x52\x9B\x38\xD9\x01\x31\x9D\x68\xDD\x4E\x86\x2E\xE6\x89\x09\xF3\xB2\xB3\xE1\x3F\xCA\x16\x1B\xA6\xC1\x4D\x10\xE1\x09\x56\x14\x12\xDB\xBA\x74\xA8\x13\x21\x1A\xE4\xC0\x01\x6D\x24\xB2\x8F\xFB\x79\x96\x3A\xB5\xA9\xB3\x2B\x99\x8D\x49\x1B\x86\xE3\x59\x02\x36\x82\xA0\xC9\x9A\x1C\x6A\xD9\x99\x48\x93\x20\x4B\x1B\x35\xA1\x53\x50\xD4\x2F\x3D\x2E\x28\x62\xB2\x6D\x9A\xCE\xAC\xA4\x15\x0E\xA8\x5D\xF9\x49\xE0\xD5\x41\x34\x33\x02\x60\x67\x91\x51\xC9\x41\xED\xA9\xFA\x0C\xE3\x23\xDE\x15\x9F\xB9\x00\x1A\x58\xD4\x93\xAF\xFA\x6A\xEB\x29\x7C\x73\x66\x40\x14\x9E\xAD\xD7\x74\x90\x0C\xB9\xDC\x70'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test16(AbstractTest):
    # Current statement coverage: 0.29

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA6A3),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000053F),
                gc.DataTuple('slot_count', 0x000019C3),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF51D41F8),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x6E7C7947),
                gc.KeyTuple('src_port', 0xCF19),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x001D),
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
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6E\x7C\x79\x47\x00\x00\x00\x00\xCF\x19\xBE\xEF\x00\x04\x00\x00\x50\x34\x02\xF6\xA6\xA3\x00\x15\x00\x00\x00\x00\x00\x00\xE4\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x55\x52\x7F\xE4\xBF\x8A\x7A\xF3\x82\xD1\x31\x66\x01\x75\x70\xDA\x1F\xFA\x1C\x63\x5F\x57\x37\xFB\x9A\x4E\x41\xD2\x81\x38\x77\x92\xE7\x39\xE8\xDD\xDF\xB4\x8A\x51\x66\x56\xEA\x93\x00\x2A\x23\xA7\xDB\x79\x4F\xF0\xEA\x85\xD6\xBA\x3F\x51\x97\xAE\xDB\x85\xD8\xD6\x73\xCB\x39\x9C\x37\xE9\x79\xA3\x9C\x1C\x58\x5D\x32\x0A\xE7\x64\xA1\xA1\x77\x85\x72\xFA\x85\xB4\x92\x91\x29\x35\x6C\x8C\x2F\xF8\x0A\xE7\x91\xCA\x62\xC0\xA9\x0B\x82\xDC\xB0\x3B\xD9\xC2\x12\xB8\x35\x97\xDF\xFD\x7C\x9E\xDD\x76\x83\xB0\xCF\xD5\xF8\xA8\x47\xFD\xD4\x88\x2E\x7E\x2E\x1E\x0B\x5E\xF9\x68\xFB\x99\xE7\x0E\x3C\xFB\x63\xFA\x14\x62\x5F\xFB\xB4\xA7\x95\xBD\x60\xBF\xA3\x8B\xC5\xD9\x86\x9D\x11\x76\x2A\xE7\xA2\xE3\xF1\x10\x57\xBA\x75\xD5\xCF\xD0\x42\x07\x77\x38\xC3\x2E\x11\x29\x03\x32\x91\xA0\xAD\x79\x04\xF2\x12\xDE\xC5\x58\xA5\xF2\x71\x9D\x66\x66\x84\xDD\xF2\x34\x0B\x55\x6D\xE5\xBB\xAF\x3A\x9C\x15\x63\x4B\x1B\x92\x8E\x9B\x92\x2F\x63\xA6\xA4\xCD\x5A\x6D\xC6\xDC\x21\x54\x61\x87\x18\x4E\x96\x8A\x6C\x98\x80\xDA\xDA\x97\x7A\x4C\x7E\x2B\xE6\x40\x9B\x1A\xB1\x04\x36\xE7\x5B\x45\x2C\x5E\x6E\x84\x81\x0A\x20\xA9\xA8\x01\x7B\xC8\x37\x2E\xBF\xE7\x62\x2F\xA3\xEF\x53\xC8\xCB\xE1\x47\x91\x57\x08\x2E\x48\x64'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test17(AbstractTest):
    # Current statement coverage: 0.29

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x98DF),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001B95),
                gc.DataTuple('slot_count', 0x000001D5),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC0E96CB9),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xBBED0F69),
                gc.KeyTuple('src_port', 0xAE21),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x001B),
                gc.DataTuple('worker_index', 0x02C9),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBB\xED\x0F\x69\x00\x00\x00\x00\xAE\x21\xBE\xEF\x00\x0F\x00\x00\x50\x34\x02\xD3\x98\xDF\x00\x1E\x00\x00\x00\x00\x00\x00\x6A\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x33\x27\x15\x7D\x3D\x37\xAE\x07\x60\x7A\x25\xE9\x60\xCA\x55\xEB\x4C\x84\x0F\x34\x82\xE3\xF8\xEE\x0C\x1A\x1A\x86\xBA\x51\xB8\xA6\x83\x3B\xD1\x8B\x44\x9A\xE8\x0B\xB2\x9D\xDF\x12\x9B\x28\x57\x23\x76\x6A\x75\x0F\xD8\x0E\x32\x95\x04\xDA\x07\x2B\x10\xAC\x53\x61\x4D\x3F\x7F\x20\x99\x81\x66\x15\x8C\x35\x4C\x3B\x13\x02\x48\x19\xF5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test18(AbstractTest):
    # Current statement coverage: 0.32

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 895)
        self.setRegisterValue('P4rIngress.exponent', 0x00, 895)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 895)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8D86),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000037F),
                gc.DataTuple('slot_count', 0x00000C05),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF47E6318),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0xD886B964C6E4),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x002),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xD8\x86\xB9\x64\xC6\xE4\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x83\x8D\x86\x00\x01\x00\x00\x00\x00\x00\x00\x58\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x58\xAC\x1E\x1E\x21\xA1\xDE\xA1\x4E\x39\xF9\x63\x69\x41\xCF\x4B\x25\x50\x52\x45\xCE\x42\x7B\x98\x07\x4D\xCA\xFA\x05\xBB\x52\x90\xC5\xF8\x35\x61\x28\xC5\x2E\x5D\x88\x95\xDA\x19\xF5\x08\xD9\xA8\xDB\xB4\x4F\x4C\xE6\xCC\xB3\x95\xFA\x68\x03\x8F\x05\x9C\x38\xBD\xFE\xC2\x5E\x56\xD1\xB4\x19\xB0\x7A\xB9\x2E\x6E\xB0\xA6\xBB\xE1\x7A\x0C\x1D\x0C\x26\x19\x47\x3F\x66\x52\x4A\xAA\xD2\xDA\xA7\x4F\x4E\xA0\x07\x50\x2A\xD3\x8F\x68\xA2\x33\x44\xFC\xA2\xF3\x26\x7C\x43\x9F\xE7\xC8\x7C\xDD\xDA\x0A\x27\x00\x42\x68\x04\x89\xD7\x3E\x21\x5A\x24\x9F\x4D\xD8\x3E\xE3\x93\x14\xAE\x3E\x15\xDF\x77\xD7\x4F\x64\x97\xBB\xBE\x53\x09\x6B\x18\x4F\x71\xA5\x2C\x05\xB7\x72\x63\xB7\x1F\xD6\xEB\xC9\x09\x29\x1F\xE6\x29\x0E\xEC\x84\xF4\x3D\xAB\x0C\x5D\x63\xBC\x38\xD8\x36\x60\x25\x0A\x87\x5F\xC0\x64\x20\x90\xFC\xF1\xCE\x85\x25\x00\xEF\xBB\x82\xA7\x04\x9E\xA7\x75\x8B\x92\x27\xFD\xD3\x8C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 2
        exp_pkt = b'\xD8\x86\xB9\x64\xC6\xE4\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x3C\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x28\x00\x00\x50\x34\x02\x03\x8D\x86\x00\x01\x00\x00\x00\x00\x00\x00\x06\x00\x00\x00\x00\x00\x00\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x58\xAC\x1E\x1E\x21\xA1\xDE\xA1\x4E\x39\xF9\x63\x69\x41\xCF\x4B\x25\x50\x52\x45\xCE\x42\x7B\x98\x07\x4D\xCA\xFA\x05\xBB\x52\x90\xC5\xF8\x35\x61\x28\xC5\x2E\x5D\x88\x95\xDA\x19\xF5\x08\xD9\xA8\xDB\xB4\x4F\x4C\xE6\xCC\xB3\x95\xFA\x68\x03\x8F\x05\x9C\x38\xBD\xFE\xC2\x5E\x56\xD1\xB4\x19\xB0\x7A\xB9\x2E\x6E\xB0\xA6\xBB\xE1\x7A\x0C\x1D\x0C\x26\x19\x47\x3F\x66\x52\x4A\xAA\xD2\xDA\xA7\x4F\x4E\xA0\x07\x50\x2A\xD3\x8F\x68\xA2\x33\x44\xFC\xA2\xF3\x26\x7C\x43\x9F\xE7\xC8\x7C\xDD\xDA\x0A\x27\x00\x42\x68\x04\x89\xD7\x3E\x21\x5A\x24\x9F\x4D\xD8\x3E\xE3\x93\x14\xAE\x3E\x15\xDF\x77\xD7\x4F\x64\x97\xBB\xBE\x53\x09\x6B\x18\x4F\x71\xA5\x2C\x05\xB7\x72\x63\xB7\x1F\xD6\xEB\xC9\x09\x29\x1F\xE6\x29\x0E\xEC\x84\xF4\x3D\xAB\x0C\x5D\x63\xBC\x38\xD8\x36\x60\x25\x0A\x87\x5F\xC0\x64\x20\x90\xFC\xF1\xCE\x85\x25\x00\xEF\xBB\x82\xA7\x04\x9E\xA7\x75\x8B\x92\x27\xFD\xD3\x8C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test19(AbstractTest):
    # Current statement coverage: 0.32

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5C81),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000968),
                gc.DataTuple('slot_count', 0x00001698),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEC59A346),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x01A736DD),
                gc.KeyTuple('src_port', 0x823C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0004),
                gc.DataTuple('worker_index', 0x02C8),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x01\xA7\x36\xDD\x00\x00\x00\x00\x82\x3C\xBE\xEF\x00\x07\x00\x00\x50\x34\x02\x92\x5C\x81\x00\x0F\x00\x00\x00\x00\x00\x00\xBA\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x5C\x24\x9C\x07\xBF\xF7\xCF\xAD\x61\x4C\xDD\x13\x36\x72\x33\x93\xC3\xFD\x8F\x8F\x03\x0B\xB0\x73\x43\xC8\x62\x44\x09\x9D\x82\x00\xAE\x72\x36\xA3\xAB\x83\x3D\xCC\x1E\xCB\xED\x3C\x4D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test20(AbstractTest):
    # Current statement coverage: 0.32

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF6DF),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000163),
                gc.DataTuple('slot_count', 0x00000B3E),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8A60F3A9),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x44772E47),
                gc.KeyTuple('src_port', 0x7A8A),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x003C),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x44\x77\x2E\x47\x00\x00\x00\x00\x7A\x8A\xBE\xEF\x1E\xB1\x00\x00\x50\x34\x02\x93\xF6\xDF\x00\x07\x00\x00\x00\x00\x00\x00\x28\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xEA\xE1\x2B\xBE\xE2\x14\x27\x93\xC8\x95\xF8\x29\x0F\xA8\x9D\x88\xAF\xEB\xA4\x06\xB6\x42\x92\xE3\x26\x9E\xDD\x5B\x0F\x7E\x7B\x75\x49\x60\x3F\x22\xAB\x67\x2E\xCF\x1F\xAF\xA0\x86\xC3\xD9\x8A\xA8\xC1\x54\x34\x8B\xCB\x4B\xDC\xFE\x29\xE1\xC6\xFE\x71\x15\x67\x33\xFB\x99\x4E\xA2\xF8\x81\x92\xF7\x4E\xD3\xDD\xF9\x88\x95\xA5\x69\x4E\x85\xC0\x8A\xA3\xA2\xA5\x8D\xD5\x0D\x1C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test21(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.exponent', 0x00, 1733)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 1733)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 1733)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 1733)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 1733)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 1733)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 1733)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 1733)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 1733)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 1733)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 1733)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 1733)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 1733)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 1733)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 1733)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 1733)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 1733)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 1733)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x27C3),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000006C5),
                gc.DataTuple('slot_count', 0x00000AF1),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAF2FB743),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x1CD99203),
                gc.KeyTuple('src_port', 0x97BF),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1C\xD9\x92\x03\x00\x00\x00\x00\x97\xBF\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x27\xC3\x00\x17\x00\x00\x00\x00\x00\x00\x6C\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x33\x52\x50\x74\xFC\x55\xDB\xEB\xCF\x69\x05\xC0\x0B\x4C\x96\xA5\x91\xAA\x1E\x43\x1D\xC6\x60\x39\xB3\x30\xB3\x3F\x6B\x6C\x66\x46\x9D\xD6\x3E\x34\x33\x32\xCC\x7C\x9B\x2B\xA0\xFD\x60\x5E\x33\x45\x16\xF0\xB8\x94\xE2\x41\xD3\x8E\x37\x0D\x7C\x71\x20\xA3\x87\xD7\x66\xA6\x5B\x30\x4A\x80\x47\x7C\xD1\xAC\x91\xB0\xE1\x95\x8C\x7A\xE5\x67\x6A\xB1\x53\x53\xBC\xCE\x23\xEF\x9B\xDC\xC2\xB9\x5A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test22(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.exponent', 0x00, 1437)
        self.setRegisterValue('P4rIngress.set_flags', 0x02, 1437)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 1437)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 1437)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 1437)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 1437)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 1437)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 1437)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 1437)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 1437)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 1437)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 1437)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 1437)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 1437)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 1437)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 1437)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 1437)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 1437)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2B3C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000059D),
                gc.DataTuple('slot_count', 0x000014D3),
                gc.DataTuple('num_workers', 0x0017),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x643BF99E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x0CDE0CE5),
                gc.KeyTuple('src_port', 0x5190),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0C\xDE\x0C\xE5\x00\x00\x00\x00\x51\x90\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x2B\x3C\x00\x02\x00\x00\x00\x00\x00\x00\x5E\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xF5\x9D\x7C\xC7\x38\x32\xBB\x0F\x8A\x7B\xD1\x56\xE7\x52\x73\xB3\x82\xDA\x2A\xEB\xC9\x9E\xE8\xAD\xBF\xF6\xB6\xDD\x80\xC4\x61\x79\x61\x8A\x45\xD3\x2A\x6A\xA2\xE2\xD8\x05\xED\x31\x16\xAF\x8E\x1F\x97\xEB\x30\x7A\x34\x24\x00\x34\x07\x11\x30\x12\x7D\x2F\x95\x1D\x4C\x1D\xE8\xDD\x4D\x88\xF9\x92\xCC\x71\x53\xE6\xB9\x98\x4C\x16\x36\x43\x05\x6D\x77\x3F\x2C\x74\x82\x2E\x1E\xCC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test23(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7538),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000007C1),
                gc.DataTuple('slot_count', 0x00001175),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAB33D61D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xD935710D),
                gc.KeyTuple('src_port', 0xF3D1),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x00B7),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD9\x35\x71\x0D\x00\x00\x00\x00\xF3\xD1\xBE\xEF\x00\x05\x00\x00\x50\x34\x02\xDD\x75\x38\x00\x1C\x00\x00\x00\x00\x00\x00\x30\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xA2\xD0\xE5\xDE\x2D\x1B\xE8\xA7\x56\x5C\x7C\x7F\xE2\x6D\xB9\xF6\xB3\x74\xFC\x81\x0F\x14\xDB\x7A\x5D\xB1\xC4\xA5\xC1\x44\x5E\xD4\xE5\x81\x77\x46\x0B\x38\xAF\xD0\xD6\x15\x36\x03\xFA\xF2\x92\x91\x58\x5F\x41\x23\x46\x77\x0A\x56\x4F\x21\xE6\xE8\x93\xB5\x9A\x67\x2B\x90\x6F\xFB\xFD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test24(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.exponent', 0x00, 6015)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6015)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 6015)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 6015)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 6015)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 6015)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 6015)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 6015)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 6015)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 6015)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 6015)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 6015)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 6015)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 6015)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 6015)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 6015)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 6015)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 6015)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xDBB8),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000177F),
                gc.DataTuple('slot_count', 0x00000399),
                gc.DataTuple('num_workers', 0x0016),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD6078532),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x805957AC),
                gc.KeyTuple('src_port', 0xD3BA),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x80\x59\x57\xAC\x00\x00\x00\x00\xD3\xBA\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xDB\xB8\x00\x1E\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x16\x14\xE8\xAD\x79\x58\x52\x44\xAB\xC2\x33\x4C\x7A\x62\xF5\xB4\x95\xD9\xB1\x79\x73\x38\xE2\x8B\xFB\x6D\xAE\x8B\x73\xD0\xCD\x61\xD6\x0F\xE4\x92\xBF\x37\x5C\x76\x63\x1B\x4E\xB0\x65\x14\xEB\xC3\xFC\xA8\x48\xC4\xC1\x3E\x9A\x15\xF5\x6D\x5B\x5E\x07\x1C\xCF\x22\x5C\x6B\xA4\x16\x1D\x03\xF9\xF5\x92\xD2\x45\x58\x75\x65\xBF\xB0\x95\x7E\x63\x81\x11\x14\xE3\xA0\xAE\x15\xBC\x1A\x04\xB1\x72\xA4\x9A\x7E\xA0\x0E\x14\x11\x29\xF4\xBC\x40\x23\xC7\x24\xB7\x5F\x77\x02\xE3\x44\x52\xA0\x62\x0D\x61\xA8\x04\x50\xF0\xD2\xF2\x4F\x80\xD1\x59\x44\xE6\x6D\xC3\xCA\x58\x47\x04\x0B\x6B\xD8\x89\xB9\x11\xE8\xDD\xF7\x90\x57\xAB\x12\xAC\xBC\x58\xF0\xA8\xC4\x26\x6D\xD2\x75\x61\xC6\x67'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test25(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.exponent', 0x00, 3660)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3660)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 3660)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 3660)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 3660)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 3660)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 3660)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 3660)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 3660)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 3660)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 3660)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 3660)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 3660)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 3660)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 3660)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 3660)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 3660)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 3660)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD899),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E4C),
                gc.DataTuple('slot_count', 0x0000035B),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEA54E5A8),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x81B0857F),
                gc.KeyTuple('src_port', 0x2AD1),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x81\xB0\x85\x7F\x00\x00\x00\x00\x2A\xD1\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xD8\x99\x00\x18\x00\x00\x00\x00\x00\x00\x3E\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x82\xB6\xCB\xC4\x7D\x47\xE3\xE1\xF0\x5C\xE7\xC8\x6D\x7D\xC6\xB6\x00\x72\xF3\x81\x6F\x95\x47\xDA\xF5\x60\x00\xC5\xC8\xFE\x1B\x30\xA9\xAD\x89\xE3\x7A\x4C\x9B\xDB\x2C\xB2\x02\xA7\x3B\x67\xB0\x28\x60\x76\x9E\x56\xE7\xBD\xB8\x16\x3D\x85\x20\x2A\x08\x84\x09\x94\xE0\xA2\xC6\x1C\xA1\x07\xA7\x58\x36\x3A\x09\x7C\xD5\x21\xFE\x8E\xB0\xF6\xE7\x99\x83\x07'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test26(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.exponent', 0x00, 3661)
        self.setRegisterValue('P4rIngress.set_flags', 0x02, 3661)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 3661)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 3661)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 3661)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 3661)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 3661)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 3661)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 3661)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 3661)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 3661)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 3661)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 3661)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 3661)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 3661)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 3661)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 3661)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 3661)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x27E3),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E4D),
                gc.DataTuple('slot_count', 0x00000288),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3BD0383A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xE3218DF8),
                gc.KeyTuple('src_port', 0xE739),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE3\x21\x8D\xF8\x00\x00\x00\x00\xE7\x39\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x27\xE3\x00\x04\x00\x00\x00\x00\x00\x00\x62\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x44\x42\xFD\xDD\x09\x6C\xFB\x7F\xB5\xAB\x48\x15\xCF\x48\x4F\x82\xA5\x6E\x95\xE8\x7B\xA5\xD1\xAF\xD4\x00\xA5\xD1\x3B\x05\x43\xA8\xFF\xE1\xD9\x08\xC3\xA0\x25\x94\x2F\x4A\xDF\xDF\xE7\xA0\xD0\x07\x3F\x43\xE3\xAE\x10\x42\x1E\x94\xBC\xB3\x7D\x5C\xF4\x1F\x2C\x65\xEB\x63\xA3\x99\x5E\x72\x3F\xF6\x36\xCB\x92\xE0\x18\x1C\x66\x9F\xA9\x26\xFF\xF0\xDE\x72\xE8\xC7\x70\x71\x43\xB9\x80\xF5\xBB\x57\x45\x9F\xBE\xCD\x63\xFE\xB6\x0C\x1F\x01\xDC\x76\xEC\xA1\xFD\x6D\xB3\xD4\x8E\x18\x5E\xA6\xE7\xE3\x21\x9B\xB2\x2D\x68\xD5\x9F\x5B\xE4\x26\xD6\x7A\x50\x74\x30\x08\xA1\x0D\x9D\x84\x94\x01\x28\x60\xFF\x61\x13\xE9\x50\xF7\x25\x43\x4D\xE9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test27(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.exponent', 0x00, 2065)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 2065)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 2065)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 2065)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 2065)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 2065)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 2065)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 2065)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 2065)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 2065)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 2065)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 2065)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 2065)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 2065)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 2065)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 2065)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 2065)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 2065)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8487),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000811),
                gc.DataTuple('slot_count', 0x000008D5),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0E20BDAC),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xB74EE3B1),
                gc.KeyTuple('src_port', 0x3381),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB7\x4E\xE3\xB1\x00\x00\x00\x00\x33\x81\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x84\x87\x00\x1C\x00\x00\x00\x00\x00\x00\xFE\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xDC\x07\x7D\xF6\xE3\x0D\x38\x21\x53\x74\x11\x68\x4E\x48\xCB\x20\x85\xA5\x26\x99\x24\xD9\x70\x39\x06\xFC\x4B\xAA\xA6\x69\xE9\x73\xE4\x19\xD1\x66\x7B\xFC\x7F\x58\xB7\x85\x5C\x2D\x4E\x39\xF0\xF9\x07\xEC\x46\x20\xD7\xAD\x2F\x7D\xF0\x5A\xDD\x3E\x3A\x85\xD8\x44\x83\x25\x9D\x3E\x0B\x7A\x69\x23\x6E\xFF\xE8\x2E\xEB\xC7\xD3\x9B\x5D\xD6\xA7\xF9\x1F\xD0\xD1\x15\xE9\x28\x68\x98\xC5\xB6\x75\x29\x50\x80\xE8\xE0\x80\x6B\x3B\x60\x88\x9D\x81\x7D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test28(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD49B),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001961),
                gc.DataTuple('slot_count', 0x0000069F),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xDAA6E646),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x5CE89D44),
                gc.KeyTuple('src_port', 0x716E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x000A),
                gc.DataTuple('worker_index', 0x03EB),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5C\xE8\x9D\x44\x00\x00\x00\x00\x71\x6E\xBE\xEF\x00\x06\x00\x00\x50\x34\x02\xF9\xD4\x9B\x00\x11\x00\x00\x00\x00\x00\x00\xE0\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x93\x08\xEF\xD6\x9B\x29\xE2\xF1\xA1\x53\xEE\x8E\x73\x2E\x0F\x38\x0D\xFC\x5F\x0D\x1B\xB1\xF2\xF0\x28\x60\x3F\x55\x58\xB9\x29\x74\xC3\x1E\x6D\x2D\x73\xA2\x85\xD5\xF5\xFA\xEA\x99\x92\xE8\xD6\xBE\x13\xD2\x84\x6B\xA6\x3A\xD1\xD1\x9C\x60\x4F\xBA\xCE\xD3\x34\x59\x00\x3D\x93\xA6\x46\xEF\xE5\x0A\xD6\x42\x02\x64\xAB\x1D\x55\x5C\x46\x8F\x4A\x43\xC9\x9C\x7F\x7B\xD5\x83\xA0\xD8\xDC\x7F\xE1\x5E\x30\x8D\x73\xEE\x34\xFB\x44\x5F\xD9\x87\xB0\xB2\xC6\x1F\x83\xE5\x3D\x33'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test29(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 1291)
        self.setRegisterValue('P4rIngress.exponent', 0x00, 1291)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1291)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1B73),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000050B),
                gc.DataTuple('slot_count', 0x00000DD5),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x323B561A),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0xF5DB4439BE62),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x0C0),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xF5\xDB\x44\x39\xBE\x62\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x83\x1B\x73\x00\x11\x00\x00\x00\x00\x00\x00\x24\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xE6\x4D\xE0\xC2\xBB\xF9\xDA\x6B\x6C\x27\xEF\x1F\xCE\x98\x28\xCD\xFC\x73\xE0\x7F\x83\xD1\x1C\x1B\x1E\x1B\x8F\xDC\x10\xFF\x2B\x3B\x80\xED\x99\x85\xD4\x92\x1A\x6F\x0A\x95\x5C\x3A\x42\x2C\xBA\x75\xA4\x2D\x94\xE7\x9C\x84\xDE\x3B\x57\xC7\x54\xD8\xB8\x7F\x4B\xC8\x26\x23\x82\xCD\x25\xAA\x02\xA0\x1F\x0D\x38\x5C\x27\x3A\x93\x88\x6A\x46\x85\x36\xD6\x0E\x95\x38\x17\x66\x2E\xEA\xC6\x59\x57\x40\x45\x7A\x7B\xB8\xC7\x93\x00\x05\xA9\xE1\x17\xF4\x5F\x3D\x87\xF2\x21\x29\x11\x0C\x67\xB3\xAE\x2E\x2B\x70\x7C\xCF\x25\x2F\x64\xB4\xA6\x2A\xB4\x4F\x77\xD0\xFC\x69\xA1\xF3\xFF\xBC\xF6\x69\xE0\xCC\x95\x1A\x1D\x2C\x4A\x9B\x6A\x85\xFB\xDB\x41\xD1\x95\x2C\xBD\x74\xDA\x26\xB2\x29\x80\x50\x7A\xFC\x7C\x5B\x3D\xB1\x09\x3A\x30\xF8\x84\x68\x1D\xAD\xF6\x16\x65\x3B\xF8\x20\xB7\xF5\xB2\x3A\x57\xAC\x6E\xA4\x12\x5D\xFE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 192
        exp_pkt = b'\xF5\xDB\x44\x39\xBE\x62\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x3C\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x28\x00\x00\x50\x34\x02\x03\x1B\x73\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xE6\x4D\xE0\xC2\xBB\xF9\xDA\x6B\x6C\x27\xEF\x1F\xCE\x98\x28\xCD\xFC\x73\xE0\x7F\x83\xD1\x1C\x1B\x1E\x1B\x8F\xDC\x10\xFF\x2B\x3B\x80\xED\x99\x85\xD4\x92\x1A\x6F\x0A\x95\x5C\x3A\x42\x2C\xBA\x75\xA4\x2D\x94\xE7\x9C\x84\xDE\x3B\x57\xC7\x54\xD8\xB8\x7F\x4B\xC8\x26\x23\x82\xCD\x25\xAA\x02\xA0\x1F\x0D\x38\x5C\x27\x3A\x93\x88\x6A\x46\x85\x36\xD6\x0E\x95\x38\x17\x66\x2E\xEA\xC6\x59\x57\x40\x45\x7A\x7B\xB8\xC7\x93\x00\x05\xA9\xE1\x17\xF4\x5F\x3D\x87\xF2\x21\x29\x11\x0C\x67\xB3\xAE\x2E\x2B\x70\x7C\xCF\x25\x2F\x64\xB4\xA6\x2A\xB4\x4F\x77\xD0\xFC\x69\xA1\xF3\xFF\xBC\xF6\x69\xE0\xCC\x95\x1A\x1D\x2C\x4A\x9B\x6A\x85\xFB\xDB\x41\xD1\x95\x2C\xBD\x74\xDA\x26\xB2\x29\x80\x50\x7A\xFC\x7C\x5B\x3D\xB1\x09\x3A\x30\xF8\x84\x68\x1D\xAD\xF6\x16\x65\x3B\xF8\x20\xB7\xF5\xB2\x3A\x57\xAC\x6E\xA4\x12\x5D\xFE'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test30(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.exponent', 0x00, 4349)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4349)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 4349)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 4349)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 4349)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 4349)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 4349)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 4349)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 4349)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 4349)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 4349)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 4349)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 4349)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 4349)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 4349)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 4349)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 4349)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 4349)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x579A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000010FD),
                gc.DataTuple('slot_count', 0x000009D1),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x578995FC),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x6804A771),
                gc.KeyTuple('src_port', 0x55AB),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x68\x04\xA7\x71\x00\x00\x00\x00\x55\xAB\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x57\x9A\x00\x0E\x00\x00\x00\x00\x00\x00\x6E\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x03\x5C\x54\x1C\x09\xB5\x7A\x14\xF5\xFA\x0E\x69\x43\x0C\xAB\x32\x12\x24\x9F\xF3\x5B\x55\xA1\xF3\x1C\x3D\x2A\x80\xD7\xAB\xD3\x01\x40\x4D\x32\x25\xF3\x0E\xC4\x79\x3B\xBE\x6A\x71\x5A\x21\xF9\x08\x9B\x87\xF4\x88\xA7\x61\x2B\x00\xF3\xEF\x9A\xBF\x33\xA0\xF9\xB0\x8A\x27\x51\xE1\x9E\x44\x60\x1C\x7F\x48\xE1\x31\x22\xA1\x73\xA4\xC8\x9B\x11\x84\xB2\xAE\x10\xBC\x33\x6B\x31\x86\xA1\xCA\x17\xF4\xAB\x31\xB6\x0A\x57\xC5\x08\x4D\x17\x76\xA0\x7D\xF4\xF3\x98\x79\xC2\xF0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test31(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 3872)
        self.setRegisterValue('P4rIngress.exponent', 0x00, 3872)
        self.setRegisterValue('P4rIngress.set_flags', 0x02, 3872)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1EAF),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F20),
                gc.DataTuple('slot_count', 0x000010E0),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE3EE4BED),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x83\x1E\xAF\x00\x17\x00\x00\x00\x00\x00\x00\xA6\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x50\x21\xBA\xC2\x1E\x86\x37\x1C\xA5\x76\x6B\x02\xC9\x9A\xA9\x51\xE9\xA5\xEC\x23\x3D\xDD\x81\x9D\x11\xE2\xE5\x75\x18\x7D\x19\x70\x95\xF3\x63\x77\xF8\x06\xE9\x95\xD5\x0E\x0C\xBA\xE7\x41\xE3\x35\x96\xCF\x7F\x7D\xF8\x6A\xFA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test32(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 4485)
        self.setRegisterValue('P4rIngress.exponent', 0x00, 4485)
        self.setRegisterValue('P4rIngress.set_flags', 0x02, 4485)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x16CE),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001185),
                gc.DataTuple('slot_count', 0x00000BEE),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x857E2836),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x83\x16\xCE\x00\x0E\x00\x00\x00\x00\x00\x00\x72\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x22\x75\x8C\xEA\x2F\x97\x62\x93\xE9\x05\x27\x73\x01\xD5\xD3\xC0\xEC\x9D\xDA\xAF\xD2\xA9\xEC\xB2\xAC\x01\xD8\xAC\x26\xFB\xCD\xF9\x99\x07\xCD\x03\x3A\x00\x12\x73\x64\xEF\x70\xCF\x5B\x6B\x8C\xEE\xA8\x67\xFA\x84\xE2\x94\x26\xDC\xE7\xC8\x59\x05\xDD\xC4\x01\x65\x94\xA0\x61\x21\x5D\xAF\x95\x5B\x02\x97\x2F\xC5\x28\x8C\x2A\xDE\xFE\xF3\xFF\xAC\x81\x5E\x40\xB0\x91\x17\xDE\x81\x28\x2B\x13\x04\xA0\x4C\x59\x50\x00\x17\x34\x23\xBE\xDF\xB9\x1F\xF4\x5E\xD0\xDE\xC6\x41\xC1\x76\xBF\x62\x26\x40\xD6\x95\x34\xC1\x40\x91\x14\x09\x7E\x98\xDA\x86\x1E\x0E\xA0\xA2\xB1\x40\xB2\x56\xB5\x91\xB1\x76\x81\xEE\x46\x38\x61\x45\x3C\x2A\x70\x2D\x28\xFC\x00\x8D\xDC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test33(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xAF6E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B56),
                gc.DataTuple('slot_count', 0x00000771),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x587F8974),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xFD6E321C),
                gc.KeyTuple('src_port', 0x7FDE),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0242),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFD\x6E\x32\x1C\x00\x00\x00\x00\x7F\xDE\xBE\xEF\x59\x84\x00\x00\x50\x34\x02\xA2\xAF\x6E\x00\x0B\x00\x00\x00\x00\x00\x00\x48\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD7\xF6\x98\x36\xB4\x99\x84\x09\x3D\x2C\x89\x5A\x81\x42\xDB\x61\x58\x68\xAC\xCE\xC5\x52\xAE\x86\x36\xF2\x12\x6D\x80\x31\x95\x43\x0E\x12\xFD\xC6\x17\xB5\xC7\x9D\xA2\xAA\xDF\x4A\x23\x67\xD2\x3F\xF7\x75\x51\xBF\x50\x6A\xB1\x3F\x36\x2E\x52\x31\xED\xFA\x1E\x02\xC1\xF0\xB3\xDB\x17\x91\x76\x3F\x5D\xE6\x61\x5A\x38\xD4\x01\x8C\x51\xCA\xC5\xAB\xF6\x7B\xA9\xCE\x3C\x8B\x2B\x8F\x7E\xE4\xA0\x6C\x3A\x5F\xFA\x46\x2C\xB6\xB2\x3F\x8E\x0C\x32\x94\x18\x8C\x70\xD0\x17\x48\x07\xAC\x77\x7F\xE5\x75\x46\x1A\x9E\xA6\x2E\xF8\x20\x9F\x61\xF7\x01\xD4\x95\x10\xEE\x90\x7A\x2F\xF3\xDB\xFC\x40\x7F\x55\xE4\x11\x62\x7C\x03\x80\xA4\x1A\xCB\x8F\xE0\x01\x57\x65\xE6\xCE\xC5\x5D\x25'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test34(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.exponent', 0x00, 5870)
        self.setRegisterValue('P4rIngress.set_flags', 0x02, 5870)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 5870)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 5870)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 5870)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 5870)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 5870)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 5870)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 5870)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 5870)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 5870)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 5870)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 5870)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 5870)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 5870)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 5870)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 5870)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 5870)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x056D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000016EE),
                gc.DataTuple('slot_count', 0x00000372),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6E3AD462),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x7F8ABEE8),
                gc.KeyTuple('src_port', 0xDCD8),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7F\x8A\xBE\xE8\x00\x00\x00\x00\xDC\xD8\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x05\x6D\x00\x10\x00\x00\x00\x00\x00\x00\x52\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x72\x47\x67\x79\xC6\xA8\x88\x5D\x89\xBD\x6E\x61\xED\x6F\xEF\x59\x2F\xB9\x33\xDD\xBB\x8E\x68\x39\xB6\xB6\x28\xEA\xDB\xA1\xC5\xD8\x7A\x34\xF9\xDD\xFD\x7D\x60\x39\xE1\xDF\x20\x4F\x4E\x2D\x11\x66\x64\x97\x7A\x60\x42\x92\x07\x3C\xAB\x8D\xB4\xBF\xCF\xAA\x19\xC8\xDE\x49\xEC\x67\xA0\x75\x9E\x2E\x97\xB3\x6F\x70\x36\x15\x7C\x18\x2B\x2E\xD5\xB8\xFE\xAA\x79\x4D\x63\x6F\x4D\xF4\xE4\x05\x11\xC9\xBC\xD2\x8D\xCB\x61\xD2\x84\x87\x98\xD9\xB6\x18\xB5\x58\xA7\xAB\x88\x97\xEA\xD6\x5F\x4A\x9A\x0F\xD9\xBD\x35\x26\xF4\x88\xAF\x8D\x8C\x0B\x3B\x50\xD7\xB1\x2B\x07\xB4\xAE\x14\x9D\x95\x4C\xB0\xA8\xC7\x6D\xCC\xBE\x27\xB7\xA8\xF9\xE3\x08\xAC\xB0\x3A\x5C\xEB\xB2\xD2\x38\x1C\x65\x46\xFA\x2F\x4C\x21\x9B\x06\xD1\x15\xD3\xBB\xE3\xB0\x19\x60\x88\x7C\x36\x7E\x46\xD4\x44\x24\x7C\x14\xE9\x45\xCF\x97\xCE\x32\xEE\x40\x54\x8A\x92\x26\x81\x36\xD0\x0D\x9F\x2E\xBE\x7F\xD2\x38\xAD\x74\x40\x29\xC0\x3A\x7D\xBE\x95\xCA\xE5\x0E\xB4\xDC\xBB\xBB\xB5\xF2\xF3\xF9\xFA\xA8\x5F\x4F\x03\x28\x97\x73\x30\xFF\x3F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test35(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xEB40),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001DB5),
                gc.DataTuple('slot_count', 0x0000024B),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3F295097),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x07058022),
                gc.KeyTuple('src_port', 0x95F1),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x03CD),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x07\x05\x80\x22\x00\x00\x00\x00\x95\xF1\xBE\xEF\x00\x13\x00\x00\x50\x34\x02\xAC\xEB\x40\x00\x1D\x00\x00\x00\x00\x00\x00\xDC\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x4C\x15\x13\x52\xB6\x65\x25\x11\x83\x77\x40\xAA\x0B\x31\x37\x4C\x1F\xBF\xC6\x7B\xC3\xD5\xD4\x5C\x1A\xCA\x7D\xAD\x05\x0E\x5F\x42\x5B\x56\x88\xB3\x4A\xC8\x3D\x11\x42\xEC\xE8\xBA\xBB\x6C\xF1\x97\x4B\x13\x75\xE3\x61\xF1\xFF\xBB\xF5\x5C\x31\xA7\x62\xBB\x4A\x8F\xCA\x0B\x80\x63\xAB\x4B\xA4\xBA\x35\xED\xA2\xE7\x2B\x98\xDD\x55\xB9\x4E\x7A\x1A\x03\xA3\x62\x4D\x27\xF5\xD1\x7A\x2A\xBF\xB9\xC5\x00\xD0\x1D\xDE\x30\x99\xD8\x23\x3E\xE1\xA5\x4C\x4D\x35\xF2\x8E\xD7\xE7\x3A\x27\x70\xC1\x1A\x31\xC7\x72\xD7\xF1\x33\xA4\xD6\x58\x48\x0C\x26\x99\x01\x30\x51\x98\xD6\x58\x14\xA8\x02\xBA\xB4\xA5\x16'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test36(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 3307)
        self.setRegisterValue('P4rIngress.exponent', 0x00, 3307)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 3307)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xABC1),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000CEB),
                gc.DataTuple('slot_count', 0x0000083B),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD3E51EA0),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x35F6B6EF205B),
            ],
            'P4rIngress.drop',
            [
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x35\xF6\xB6\xEF\x20\x5B\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x83\xAB\xC1\x00\x1A\x00\x00\x00\x00\x00\x00\x84\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x88\x0D\xA7\x30\x8A\x03\xEB\x11\xC3\xEF\x13\xC9\x80\x74\x1C\xEB\x81\xA9\x59\x0B\x7A\xFB\xC2\xAF\xC2\x9A\xC5\x92\x89\x24\x34\xFB\x13\x01\xC1\x2D\x5A\x6F\x0F\xC9\xD0\x6D\x54\xFC\x57\x69\xDA\xC8\xB5\xD9\xC9\x1B\x49\x14\xAF\x99\xB2\x7E\x25\xC9\x9C\xFF\x40\xE4\xB0\x61\x2C\x1B\xAA\x2B\x52\xE6\x78\x49\xCB\x5B\x68\x63\xAE\x9B\x3F\xC4\xA0\x42\xF4\xE9\x42\x91\x8C\xC4\xEB\x82\x07\x28\x07\xD8\xEB\x89\xDA\x13\x81\x1C\x1F\xB8\x73\xDC\xBB\x34\xDA\x2C\x54\x33\x93\x51\xCF\x21\xD5\x50\x05\x93\x92\x23\x49\x7E\x7E\x67\x4C\x72\x9B\xA1\x46\x87\xDB\xC9\x84'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test37(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7AED),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x59C2779F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x8F52A3A9),
                gc.KeyTuple('src_port', 0xD436),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0019),
                gc.DataTuple('worker_index', 0x002A),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8F\x52\xA3\xA9\x00\x00\x00\x00\xD4\x36\xBE\xEF\x00\x12\x00\x00\x50\x34\x02\xAB\x7A\xED\x00\x05\x00\x00\x00\x00\x00\x00\xA2\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\x95\xAE\xB7\x88\xA8\xBF\x35\x73\x4F\x5C\xC2\x3D\x3D\x32\xA6\x2D\xAD\x05\x67\x39\x74\xE8\xB4\x5E\x30\x37\x8F\x14\x51\xE2\x55\xEE\xA0\x2B\xDC\x38\x7D\xE3\xED\x95\x2F\x74\x05\x0F\xFB\x1C\xFB\x67\xFE\xB7\xDC\xA9\xD7\x1D\x42\xE2\x36\x07\x2D\x32\x51\x40\xD0\xD7\xF5\x3D\xB9\x10\xF8\x56\xD8\x8E\x6A\xF2\xC2\x5A\xAC\x11\x8C\x2E\xF4\x07\x37\x74\x39\xAE\x73\x06\x58\xD1\x8D\x14\x0C\x91\x42\xE1\xF5\x9D\x26\x61\xE8\xFE\x62\xFA\x59\x8A\xBD\x75\xB8\xCF\x95\x87\x90\xED'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test38(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 6611)
        self.setRegisterValue('P4rIngress.exponent', 0x00, 6611)
        self.setRegisterValue('P4rIngress.set_flags', 0x02, 6611)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2B2D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000019D3),
                gc.DataTuple('slot_count', 0x000003DB),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBBD9AEA1),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0xE5DB4617B022),
            ],
            'P4rIngress.flood',
            [
                gc.DataTuple('group', 0x0000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xE5\xDB\x46\x17\xB0\x22\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x83\x2B\x2D\x00\x00\x00\x00\x00\x00\x00\x00\xEC\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xF8\x9F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test39(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2E2A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000112F),
                gc.DataTuple('slot_count', 0x00000ED1),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x91B59EE8),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x65405C6F),
                gc.KeyTuple('src_port', 0x76AD),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x001D),
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
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x65\x40\x5C\x6F\x00\x00\x00\x00\x76\xAD\xBE\xEF\x00\x13\x00\x00\x50\x34\x02\x88\x2E\x2A\x00\x1F\x00\x00\x00\x00\x00\x00\x48\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x52\xFA\xBE\x35\xF3\x30\x40\xD5\x9D\x26\xA7\xC1\xA1\x32\x25\x5B\x4A\x46\xE8\x4A\x1F\x45\x7D\x49\x23\x6B\x36\x8C\x33\x88\xDE\x92\x49\x65\xEF\x43\x31\x42\xEE\x9E\x8B\x0C\xF4\x86\x2D\xBD\x14\x67\xE2\x0E\x28\x09\xE8\xF4\xAD\xF4\x4D\x56\x36\x1F\x5B\x40\x8F\x6B\x38\x64\x88\x0A\x18\x4E\x1F\x96\x1E\xEA\x99\x33\x86\xE7\xCE\x7F\x3D\x43\xCB\x58\xB9\x26\x13\x3A\xE5\x7B\x8E\xFE\x5B\xB2\x9C\xD6\xC6\x5F\xA0\x72\xB4\x73\x4C\x40\x00\xCC\x01\x1C\x0F\xD4\xC0\x5F\xB2\x82\xC7\x58\x46\x8C\xAA\x68\x66\xE0\xAF\x73\x98\xFC\x2D\x72\x9C\xFB\x68\xFE\xB3\x84\x64\x2B\xC0\x28\xEA\x59\x2D\x50\x7C\x7D\xC5\x33\xDB\x73\x6C\x62\x35\x97\x5F\xF7\xDE\xAA\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test40(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3AC1),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001918),
                gc.DataTuple('slot_count', 0x000001DC),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3ED20DA2),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x0DB4F3FF),
                gc.KeyTuple('src_port', 0x5A64),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x000E),
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
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0D\xB4\xF3\xFF\x00\x00\x00\x00\x5A\x64\xBE\xEF\x6B\x1B\x00\x00\x50\x34\x02\xBC\x3A\xC1\x00\x19\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8A\x4E\x8A\x91\x2F\x85\x42\xB3\x62\xC8\x1D\xF6\x7E\xB9\x3E\x40\x6B\x6C\x3B\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63\x31\xC8\x82\xE8\x16\x70\xDC\x19\x84\x92\x79\xED\xEB\x04\x9B\xC4\xF1\x58\xE3\x4C\xD0\x13\x82\xD3\x92\xC1\xF8\xB4\xAB\x7D\xC7\xB8\x11\x5B\xCB\x8B\x7B\x74\x90\xF4\xD7\xC8\x48\xA6\x61\xCD\x15\x12\x7F\x80\x92\xCD\xF0\x58\x6E\x40\x81\x34\x0F\x1E\xFC\xB2\xB1\x88\xC4\x4B\x56\xD2\xDE\xBD\xAC\xDC\x9B\x00\xAB\xF6\x29\x11\xC4\xEA\xE8\xC8\xAB\xAC\x21\x97\x3C\x22\x6E\xD7\xE0\x55\x20\x20\x82\xEA\x21\xC0\x54\x9C\xF3\x35\x47\x4B\xA7\xFE\xA5\x23\x1A\x71\xD8\x2A\x74\xFB\xB4\x4D\x76\x86\xEF\x3A\xC8\xD2\x33\x90\x73\x3C\x3D\x6B\x72\x9B\xBF\x14\x8C\xF0\x23\xC2\xE0\x9A\xB2\x2A\xB4\xD4\x81\x09\xA0\x79\x9B\xD5\x67\xAD\x49\x7C\x50\x94\x7B\xEB\xE7\xA8\x30\x14\x77\x9D\x6C\x0E\x50\x35\xF9\xFD\x38\xB3\x0C\x43\x43\x11\xE8\x15\xAC\xCA\xF0\x6A\x59\xB7\x5E\x12\x58\x7F\xB7\xD7\x99\x3C\x91\xB5\x6D\x25\x27\x08'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test41(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.exponent', 0x00, 561)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 561)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 561)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 561)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 561)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 561)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 561)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 561)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 561)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 561)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 561)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 561)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 561)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 561)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 561)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 561)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 561)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 561)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5C6B),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000231),
                gc.DataTuple('slot_count', 0x00000693),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAC9E9E0B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x16B9BE25),
                gc.KeyTuple('src_port', 0xFD71),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x16\xB9\xBE\x25\x00\x00\x00\x00\xFD\x71\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x5C\x6B\x00\x03\x00\x00\x00\x00\x00\x00\xC0\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x6B\xA7\x90\x53\x6F\xDB\x50\xDA\xD0\x3E\xA4\x26\x53\x7D\xD5\xE7\x26\x53\xEF\x1C\xFA\xE5\x5E\x49\xB4\xBE\x7A\xCC\x4C\xED\x87\x82\xE4\xD6\x21\x80\x1F\x22\x64\x03\xCB\x88\x4C\x96\xCF\x7A\x55\x2A\x04\x9D\x55\xF3\x33\xCD\x7D\x0F\x7A\xDC\x0B\x95\xB8\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C\x6D\xC2\x7A\xF3\xDC\x78\x5D\xB7\x15\xCD\x09\xA3\xD2\x9E\x6F\x14\x02\xB8\x83\x3F\x02\x49\xD5\x4E\xDC\x26\xA3\x43\xF2\x37\x0B\x09\x70\x6A\x21\xF6\x52\x77\x14\x61\x10\x00\x99\x3C\x13\xE5\x1A\x26\x8E\xDE\x3C\x44\xFD\x45\x63\xDD\x9E\x8C\xAF\x61\x02\x07\xE3\x9B\x2E\x1C\x1C\xC8\xD6\x85\xB9\x5D\xB4\x18\x87\xFC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test42(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xEF6E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000755),
                gc.DataTuple('slot_count', 0x000018AB),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7CEFBDF2),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x78B0B13C),
                gc.KeyTuple('src_port', 0xFA3B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x0330),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x78\xB0\xB1\x3C\x00\x00\x00\x00\xFA\x3B\xBE\xEF\x00\x10\x00\x00\x50\x34\x02\xE8\xEF\x6E\x00\x01\x00\x00\x00\x00\x00\x00\xCA\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xA6\xCB\xA9\x65\xA5\xD4\x4B\xC1\x25\x20\x70\x1A\x68\x0F\x42\xFA\x4A\xD4\x1D\x14\xC7\x21\x13\xF6\x10\x32\x8F\x32\xB2\x1D\x9A\x9A\xE7\xA3\xF9\x00\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D\x03\x95\xBC\xBC\xCB\x69\x7C\xBD\x00\xA6\xE3\xC6\x90\x82\xF6\x40\x27\x38\xFE\x96\xB7\x48\x37\xB4\xB5\x75\x0C\xF2\x03\x9B\x8D\x71\x22\x57\xE2\xAA\x24\xF1\xDA\xB0\x8F\xD4\x37\x39\x1A\x7C\x53\x5F\x37\xD5\x69\xF2\x4B\x51\xB8\x29\xF0\x78\x03\xDF\xF7\x09\x83\x92\xE4\x95\x27\x26\x30\x86\x75\xC0\x89\x50\x78\x63\x81\x78\x4F\x1E\x62\xF8\x20\xB9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test43(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB9A3),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A73),
                gc.DataTuple('slot_count', 0x00001397),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x10423665),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x2A6C763D),
                gc.KeyTuple('src_port', 0x9F51),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0017),
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
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2A\x6C\x76\x3D\x00\x00\x00\x00\x9F\x51\xBE\xEF\x00\x02\x00\x00\x50\x34\x02\xAD\xB9\xA3\x00\x02\x00\x00\x00\x00\x00\x00\xE0\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xE8\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5\x41\x76\x18\x23\x03\x86\x44\x9C\x0C\x00\x0D\x84\x3A\x6B\xB0\xEA\x63\xDB\xD9\x5D\xAE\xB5\x49\x43\xEF\x94\xC0\x02\x9B\xDC\x5C\x06\x73\x28\x28\x8D\x47\x6B\xF2\x79\x7A\x2C\xE6\xDB\xEB\xFF\x8F\xAB\x8F\x7B\x95\xC4\x72\x34\xBC\xF9\x8D\xF7\x5B\x2F\xE5\xF0\xC4\x18\x3F\x3A\xF4\xD8\x95\xD9\x65\x8A\xEE\xE2\xD3\xAA\x2F\x33\xD1\x8B\xCF\x81\x7F\xFE\xE3\x6D\x4B\x0D\x54\x2A\xFF\xDA\xDA\xF8\xA3\x5E\x12\x8D\x0F\x17\x7C\xE8\x6C\x59\xDC\x6D\x52\xCA\x8B\x4B\x89\xF7\x16\x94\xB6\xDD\x4B\x98\x0B\xE7\x97\x86\x09\x7F\xCE\xEB\x4E\xD5\x41\xF2\xDF\xF8\x44\xC6\x41\x36\x10\x0D\xC6\x52\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08\x01\x89\xB5\xA0\x6E\xD5\x0E\xF1\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57\x6A\x44\x38\xBD\xFB\x84\x86\xC5\x25\x75\x8A\x44\x52\x00\x72\x97\x18\xC6\x2E\xA6\xF9\xA8\x2B\xF7\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test44(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1A7C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B6A),
                gc.DataTuple('slot_count', 0x00000ECB),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3AE6E067),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xF5C70E52),
                gc.KeyTuple('src_port', 0xB7F0),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x001E),
                gc.DataTuple('worker_index', 0x03A9),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF5\xC7\x0E\x52\x00\x00\x00\x00\xB7\xF0\xBE\xEF\x3D\xE5\x00\x00\x50\x34\x02\xDF\x1A\x7C\x00\x18\x00\x00\x00\x00\x00\x00\xD2\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0E\xC2\x77\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test45(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 503)
        self.setRegisterValue('P4rIngress.exponent', 0x00, 503)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 503)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7F76),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000001F7),
                gc.DataTuple('slot_count', 0x00000246),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1A220978),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x0FE23E6ACEBD),
            ],
            'P4rIngress.drop',
            [
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x0F\xE2\x3E\x6A\xCE\xBD\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x83\x7F\x76\x00\x06\x00\x00\x00\x00\x00\x00\x54\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x1F\xEF\xB3\x8C\xB8\xA2\x2E\x1F\xA2\x2B\x5A\x48\xD0\x50\xE3\x2A\xAB\xED\xDF\x0A\xDC\x70\x80\xF7\xDC\x12\x15\xB8\x30\xC7\x31\x16\x4C\x04\xB9\x67\x82\x2B\x80\x1D\x82\x76\x04\x5F\xB6\x49\xED\x23\x25\x3D\x3B\xFA\x02\x0A\xD6\xC3\x9B\x65\x5D\x92\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E\xAC\x59\xDD\x95\xCC\xE2\x92\xEA\x8E\x17\x78\xEE\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93\xA9\x83\x72\x93\x29\x58\xC5\x00\xB1\x6E\x27\xB6\x7F\x4E\x58\x15\x56\xD7\xD2\x3A\x6D\xCE\x82\x79\xF1\x4A\xA0\x2E\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF\x2F\x17\x92\x89\xC6\x7D\x77\x5E\xE0\x15\xCE\x2D\x22\xE7\x83\x64\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63\x28\x24\xB6\x7E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test46(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2E29),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000001AE),
                gc.DataTuple('slot_count', 0x0000140F),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6BAADE84),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x5A24088A),
                gc.KeyTuple('src_port', 0x9C26),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0008),
                gc.DataTuple('worker_index', 0x019D),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5A\x24\x08\x8A\x00\x00\x00\x00\x9C\x26\xBE\xEF\x00\x09\x00\x00\x50\x34\x02\x9E\x2E\x29\x00\x16\x00\x00\x00\x00\x00\x00\x06\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x9B\xBA\x2D\xF2\xC3\xBC\x17\xFB\x98\x85\x3D\xFC\x90\x08\x88\x02\xBB\xCE\xD7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test47(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.exponent', 0x00, 596)
        self.setRegisterValue('P4rIngress.set_flags', 0x02, 596)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 596)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 596)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 596)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 596)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 596)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 596)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 596)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 596)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 596)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 596)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 596)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 596)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 596)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 596)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 596)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 596)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9B70),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000254),
                gc.DataTuple('slot_count', 0x00001555),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEE5921B1),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x33FCD584),
                gc.KeyTuple('src_port', 0xCC88),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x33\xFC\xD5\x84\x00\x00\x00\x00\xCC\x88\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x9B\x70\x39\x7A\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x10\x43\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE\x6D\x93\xDD\x18\xEC\x0F\x68\x0F\x77\xFA\x7B\xF0\x8F\xB3\x13\xC4\x90\xCF\x3B\x6A\x89\xFA\xF1\xF0\xA3\x9D\xD1\x37\x78\x93\xC0\x83\x26\xD7\x70\xFB\x00\x4D\x77\xDE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test48(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 4291)
        self.setRegisterValue('P4rIngress.exponent', 0x00, 4291)
        self.setRegisterValue('P4rIngress.set_flags', 0x02, 4291)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE543),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000010C3),
                gc.DataTuple('slot_count', 0x000008C5),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFDF81F7A),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x83\xE5\x43\x00\x1E\x00\x00\x00\x00\x00\x00\x48\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x9F\xA8\xDD\x19\xF5\xC7\x31\x1B\x85\xB3\xB7\xC0\x7B\x95\x18\x6C\x39\x84\xB9\xF2\xE6\xF9\x57\x33\x12\x23\xCE\x1D\x01\x01\xDA\x0D\x91\x0C\xEF\x10\x0E\x20\xD7\xFD\xC8\xE2\x90\x7D\x00\x11\xF4\x10\x92\xCC\xA3\x51\x5F\x9D\xE8\xEC\xB9\x69\xD7\x69\x5B\x26\x2F\x94\x50\xF8\xED\x7D\xE1\x36\x62'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test49(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.exponent', 0x00, 3475)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 3475)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 3475)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 3475)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 3475)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 3475)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 3475)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 3475)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 3475)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 3475)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 3475)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 3475)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 3475)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 3475)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 3475)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 3475)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 3475)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 3475)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xFDA5),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D93),
                gc.DataTuple('slot_count', 0x00000767),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8CD5AD4B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x106A8281),
                gc.KeyTuple('src_port', 0x69BF),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x10\x6A\x82\x81\x00\x00\x00\x00\x69\xBF\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xFD\xA5\x00\x01\x00\x00\x00\x00\x00\x00\xE2\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xA4\xAE\xEC\x48\xDD\x1C\x49\xE8\x54\x1C\xC3\x0C\x49\x3D\x8F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test50(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 5648)
        self.setRegisterValue('P4rIngress.exponent', 0x00, 5648)
        self.setRegisterValue('P4rIngress.set_flags', 0x02, 5648)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF077),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001610),
                gc.DataTuple('slot_count', 0x000009F0),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x512BE5BB),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x83\xF0\x77\x00\x06\x00\x00\x00\x00\x00\x00\xA2\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x99\x85\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF\x16\x69\x8D\xBB\x07\x4B\x2D\x28\x7F\xF3\x9B\x77\x86\x92\x45\xCD\x8B\xB6\x96\xAF\x7C\xE7\x13\x69\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B\x10\x96\x3C\x36\x57\x23\x18\xF3\xF5\x19\xFB\x18\xBF\x3B\xB5\x5A\x00\xFB\xE8\x8B\x30\x2D\x7F\xCD\x17\x4A\xFC\xE2\x60\xEA\xA8\x61\x14\xD9\xBE\x80\xAB\x1F\xF1\x99\x39\x99\xD8\x0C\xB4\x19\xD7\xDE\xAA\x1F\x79\x42'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test51(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE2E8),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001816),
                gc.DataTuple('slot_count', 0x000007EA),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x21696A0A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x839FB4F1),
                gc.KeyTuple('src_port', 0x9881),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0191),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x83\x9F\xB4\xF1\x00\x00\x00\x00\x98\x81\xBE\xEF\x00\x0A\x00\x00\x50\x34\x02\x8F\xE2\xE8\x00\x00\x00\x00\x00\x00\x00\x00\x7A\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x73\xAB\x8A\xA5\x27\x33\xB5\xDF\xF9\x9D\x17\x19\xC4\x50\x1B\xFB\x1D\xD0\x74\x54\x8C\x7B\xC6\xA1\x86\x8A\xCE\x40\xBC\x37\xF4\x2E\x33\x2F\x37\x00\x96\x86\x78\x92\x38\x92\xD2\xD0\xA9\x9E\xD8\x07\xF5\xFA\x53\xA6\xB2\x63\xC9\x84\x46\xDE\x3F\xC4\x18\xC7\x33\x0E\xF0\xDA\xBA\xF2\x0A\xEB\xD0\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18\x00\xA7\xB7\xCD\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6\x5A\xDE\x30\xAF\xAC\x96\x87\x83\xE3\x9E\x18\x4F\xEB\xC3\x32\x51\x8D\x82\x2D\x43\xA2\xF4\x4D\xEA\xC6\x3F\xBE\x09\xBC\xE3\x9B\x8E\x5D\x47\xE1\x94'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test52(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0F25),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000211),
                gc.DataTuple('slot_count', 0x000009B1),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7507B67B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xAE305EEF),
                gc.KeyTuple('src_port', 0x835E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0012),
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
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAE\x30\x5E\xEF\x00\x00\x00\x00\x83\x5E\xBE\xEF\x00\x1F\x00\x00\x50\x34\x02\xAD\x0F\x25\x00\x1A\x00\x00\x00\x00\x00\x00\x7A\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xE5\x8E\x06\x97\xC7\xBE\xDD\x02\x48\x07\x6B\x0A\xF8\x37\xBF\xC7\xCF\xB4\x12\x6F\x61\x73\x4C\x78\x0D\x9A\x44\xD6\x1B\x9A\x01\x69\x28\x53\x68\xBA\x2D\x5A\xDE\xAB\xAD\x60\x87\x12\x06\x02\xB3\xD1\xFD\xE2\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95\x75\xF3\x37\xBA\x24\x68\x9C\xAD\xBD\x2F\x0B\x01\x5E\x90\xFE\x57\x5E\x0B\x79\x91\x26\x99\xCE\x7F\x39\x3A\x1F\x18\x87\x4D\xF8\x9A\x79\xBA\x22\x6A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test53(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 692)
        self.setRegisterValue('P4rIngress.exponent', 0x00, 692)
        self.setRegisterValue('P4rIngress.set_flags', 0x02, 692)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x105B),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002B4),
                gc.DataTuple('slot_count', 0x00000F3D),
                gc.DataTuple('num_workers', 0x0016),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8B329FDB),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0xCE81D3E97E8C),
            ],
            'P4rIngress.flood',
            [
                gc.DataTuple('group', 0x0000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xCE\x81\xD3\xE9\x7E\x8C\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x83\x10\x5B\x00\x16\x00\x00\x00\x00\x00\x00\x3E\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x4A\x50\x57\x19\x16\x92\xC4\x8D\x0B\xDA\x30\x6F\xD8\xEF\x31\x11\xA9\x4C\xC3\x33\x92\xCB\xCC\x05\xB7\xD4\x2F\x8C\x54\x01\x66\x33\x30\xD7\xD3\x76\xEA\x38\x15\x4C\xC4\x8E\xFA\xC5\x92\x75\x24\xC3\x6D\x8F\xC4\x26\xE8\x4A\xC6\xEF\xE8\xD5\x00\xA9\x92\xD7\x7F\xFB\x91\x62\x25\xCE\x58\x5C\xAC\x4C\x6B\x37\x39\x9E\xF7\x45\x1C\x00\x84\xC6\x63\x13\xF7\x57\xF7\x47\x63\xAE\x70\x30\xD9\xCC\x80\xE5\xFF\xDC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test54(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.exponent', 0x00, 5693)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 5693)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 5693)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 5693)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 5693)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 5693)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 5693)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 5693)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 5693)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 5693)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 5693)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 5693)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 5693)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 5693)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 5693)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 5693)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 5693)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 5693)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x26C2),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000163D),
                gc.DataTuple('slot_count', 0x000005B7),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5CFB71F2),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xDADD7700),
                gc.KeyTuple('src_port', 0xC9A6),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDA\xDD\x77\x00\x00\x00\x00\x00\xC9\xA6\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x26\xC2\x00\x05\x00\x00\x00\x00\x00\x00\xB8\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xA8\xCA\xD4\x6E\xF1\xBA\xF4\xB3\x61\x8E\x8E\x61\x44\xF7\x3C\x94\x66\x0E\x85\x26\x63\x5A\x5A\x57\x04\x47\x79\x1C\xB0\x96\x6D\x34\x37\x86\x33\x41'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test55(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 801)
        self.setRegisterValue('P4rIngress.exponent', 0x00, 801)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 801)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x549A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000321),
                gc.DataTuple('slot_count', 0x00001CDF),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8E01EF59),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x1E7D39702440),
            ],
            'P4rIngress.drop',
            [
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x1E\x7D\x39\x70\x24\x40\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x83\x54\x9A\x00\x14\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8E\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E\x67\x14\x84\xFB\xC2\xC6\x5C\x6D\xA6\xDB\xA9\x6D\x6A\xC3\xBA\xC0\x1D\x21\xC2\x10\x57\xB1\xD8\x2C\x04\x3E\x51\x34\x6C\xAF\xA5\xE1\x27\x11\x0E\x0E\x95\xA3\xB9\xC0\x12\x27\xB5\x5E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test56(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 2454)
        self.setRegisterValue('P4rIngress.exponent', 0x00, 2454)
        self.setRegisterValue('P4rIngress.set_flags', 0x02, 2454)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB15B),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000996),
                gc.DataTuple('slot_count', 0x000000B3),
                gc.DataTuple('num_workers', 0x0004),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF03B26F8),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0xE83637D61B36),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x044),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xE8\x36\x37\xD6\x1B\x36\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x83\xB1\x5B\x00\x00\x00\x00\x00\x00\x00\x00\x68\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x3C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD\x41\xC3\xC6\x11\xE5\x2F\xC8\x8F\x79\x54\xE0\xD3\x8A\x26\x71\xB1\xCB\x16\x8C\x5C\x7D\x54\x21\x12\x57\x9A\x1B\xC4\xEF\xEF\xC0\x58\xDB\xD6\x2A\xEE\x59\x63\x09\x14\x4C\xC6\xA1\x2A\x79\x58\x79\xF1\xBC\x6E\x32\x37\x12\x01\x5F\x4C\xBF\x54\x6E\x5A\x0A\x2B\xA9\x05\x8C\xBF\x0E\xC0\xEB\x12\xFE\xAA\xFF\x6F\xEF\x61\xB3\x1A\x81\x3B\xF5\x48\xAB\x63'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\xE8\x36\x37\xD6\x1B\x36\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x3C\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x28\x00\x00\x50\x34\x02\x03\xB1\x5B\x00\x00\x00\x00\x00\x00\x00\x00\x02\x00\x00\x00\x00\x00\x00\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x3C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD\x41\xC3\xC6\x11\xE5\x2F\xC8\x8F\x79\x54\xE0\xD3\x8A\x26\x71\xB1\xCB\x16\x8C\x5C\x7D\x54\x21\x12\x57\x9A\x1B\xC4\xEF\xEF\xC0\x58\xDB\xD6\x2A\xEE\x59\x63\x09\x14\x4C\xC6\xA1\x2A\x79\x58\x79\xF1\xBC\x6E\x32\x37\x12\x01\x5F\x4C\xBF\x54\x6E\x5A\x0A\x2B\xA9\x05\x8C\xBF\x0E\xC0\xEB\x12\xFE\xAA\xFF\x6F\xEF\x61\xB3\x1A\x81\x3B\xF5\x48\xAB\x63'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test57(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 3712)
        self.setRegisterValue('P4rIngress.exponent', 0x00, 3712)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3712)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9409),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E80),
                gc.DataTuple('slot_count', 0x000006BE),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC97BE704),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xE7B6290A),
                gc.KeyTuple('src_port', 0x787F),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x181A42771B25),
            ],
            'P4rIngress.flood',
            [
                gc.DataTuple('group', 0x0000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x18\x1A\x42\x77\x1B\x25\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE7\xB6\x29\x0A\x00\x00\x00\x00\x78\x7F\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x83\x94\x09\x00\x0C\x00\x00\x00\x00\x00\x00\x6A\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x48\xA7\x59\x87\xDD\x2C\xD0\x00\x7A\x8B\xB9\x5A\x26\x26\xF3\x7D\x9F\xBC\x0F\xD4\xDB\x58\xDF\xC6\xB7\xA3\x5F\x59\xE6\x1F\x13\x76\x4D\x09\xC8\xE9\x58\x80\x86\x9A\xF5\x21\x24\x57\x74\x05\x92\x50\x95\x33'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test58(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x292E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001238),
                gc.DataTuple('slot_count', 0x00000DC8),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEFEE7B49),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x1BA6F561),
                gc.KeyTuple('src_port', 0xE7C3),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0004),
                gc.DataTuple('worker_index', 0x0062),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1B\xA6\xF5\x61\x00\x00\x00\x00\xE7\xC3\xBE\xEF\x91\x2F\x00\x00\x50\x34\x02\xE9\x29\x2E\x00\x1B\x00\x00\x00\x00\x00\x00\x36\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC6\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3\x4F\xCB\xC3\x2B\xC0\xB8\xEE\x98\xF9\x72\x81\x68\x3F\xF2\x45\xB4\x8D\xFE\xAD\x5D\x8A\xF7\xFE\x60\x56\xE4\x03\xB8\xB5\x00\x08\x70\x87\x20\xF7\xBE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test59(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7A97),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000FD9),
                gc.DataTuple('slot_count', 0x00000551),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7B4E3C7F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xB4068B1B),
                gc.KeyTuple('src_port', 0x4C6C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x001B),
                gc.DataTuple('worker_index', 0x0055),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB4\x06\x8B\x1B\x00\x00\x00\x00\x4C\x6C\xBE\xEF\x1D\x5A\x00\x00\x50\x34\x02\x87\x7A\x97\x00\x02\x00\x00\x00\x00\x00\x00\x22\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD2\xD9\x29\xF5\x71\xA7\xFC\xD3\x0E\x46\x13\x97\x27\xDF\x81\x64\xFA\x6D\xFF\x28\x9F\x03\xF1\x7C\x39\xE1\xD0\x40\xA3\x74\x3D\x36\xD9\xDF\x11\xC7\xFF\xD9\x02\xE5\xCD\x9E\x0B\x3C\x98\x6E\xAE\xDB\x36\x29\x59\x98\xC6\x9E\x11\xEC\xD0\xB6\x2B\xCD\x20\x83\x16\x6E\x68\x74\x14\x3D\xEB\x9A\xE8\xEE\xEC\xD0\xD9\xD4\xAE\x0D\x64\x61\x98\xC3\xA0\x30\x8E\x55\xEE\x10\x16\xA2\x3B\xB8\xCC\x31\x83\xBC\xBC\x0A\xEF\x96\xEA\x22\x81\xCD\x54\xCA\x8F\xD3\xED\x0A\x34\x42\x81\x5A\x46\xE3\xD4\x89\x37\xDA\x5E\x2A\x2B\x45\x3F\xC4\x8D\xD1\x80\xA5\xEC\x83\x78\x6E\x33\x66\x15\x40\x4E\xA4\x3D\xAB\x9C\x0F\x57\xE0\x07\x38\xAC\xB1\xA0\x82\x13\x82\x27\x2B\xC0\x09\x80\x37\x3D\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C\xC0\x6F\xEA\xCF\x14\xD3\x26\x87\xE3\xCB\xB9\x86'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test60(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 2499)
        self.setRegisterValue('P4rIngress.exponent', 0x00, 2499)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 2499)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xDD7B),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000009C3),
                gc.DataTuple('slot_count', 0x00001520),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x25DBBD3A),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x83\xDD\x7B\x00\x10\x00\x00\x00\x00\x00\x00\xA0\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD0\x8A\xE1\x44\x1B\x64\x64\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84\x03\x17\x98\xD9\xBB\x7C\xEB\xF9\x7F\x2B\x2F\x4F\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1\xB3\x8D\xA8\xA3\xAD\x71\xC5\x0A\xDE\xD4\x29\xCE\x81\x4D\xF9\x92\x10\x9E\x0B\xB3\x42\x72\x53\x5D\xAF\x28\xEA\x0E\xA8\xE5\xFE\xAA\xF0\xDA\x19\xF8\xD3\xBB\xC1\xC7\x3C\x5E\x59\x1B\xEE\x5D\x43\x2F\x6F\x41\x9D\xBE\x68\x95\x24\x3E\xE5\xD9\x8B\x68\x07\x53\xCA\x4E\x58\x48\xD5\x4E\xB4\xA3\x96\x28\xF9\x36\x78\x40\xF1\x28\x4C\x3A\x9D\x2A\xC7\x54\xFA\x22\x9F\x64\xF1\xA2\xF2\x63\xF5\x5C\x24\xFF\xF3\xD5\x52\x5C\x66\xFB\xA5\x95\x3D\x4A\x0A\xD9\x5A\xDE\xC8\xAE\x7C\x87\x61\x60\x5D\xC8\x1B\xB9\x0B\x15\x1D\x78\x2C\x8B\x1F\xDF\xD7\x67\x71\x43\x86\xDB\x36\x83\xC5\xDB\xD4\xA0\xF6\xEE\xCE\x87\x20\x23\x97\xCE\x67\xEE\xAD\x3D\x79\x1D\xDD\x63\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22\x74\xE1\x04\xB3\x6B\xF1\xC5\x7D\x10\x7C\xF0\x19\x10\x37\x46\xA3\x83\xD8\x66\xA9\x3C\x2D\xAB\x61\x71\x54\xDE\x8F\x0D\x08\x98\x13\x15\xAA\x3F\x0D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test61(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.exponent', 0x00, 6253)
        self.setRegisterValue('P4rIngress.set_flags', 0x02, 6253)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 6253)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 6253)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 6253)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 6253)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 6253)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 6253)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 6253)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 6253)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 6253)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 6253)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 6253)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 6253)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 6253)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 6253)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 6253)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 6253)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x88DC),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000186D),
                gc.DataTuple('slot_count', 0x000002B4),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB9D9F327),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x896999AC),
                gc.KeyTuple('src_port', 0xE3DD),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x89\x69\x99\xAC\x00\x00\x00\x00\xE3\xDD\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x88\xDC\x00\x06\x00\x00\x00\x00\x00\x00\x0E\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x9A\x28\xB5\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99\x1D\x77\x64\x92\x50\xF0\x01\x7C\x91\x54\x27\x4A\x6A\x5D\x44\xE6\xE2\x3D\xCD\x12\xBE\x7B\x9B\xDD\x48\x3A\x4A\x79\x2F\x38\x27\xD3\xDA\xE4\x03\xA2\x82\xF8\x0A\x42\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61\x12\x63\x21\xA3\x7C\x9B\xB2\x71\xA5\xB6\xAE\x82\xE1\xBB\xB8\x27\x9F\xF4\xBC\x8F\xD3\x83\xA5\xC8\x4C\xE6\x7C\xE6\x34\x10\xC4\x23\x14\x48\x67\xB2\xE5\xA0\xD0\x50\x84\xB2\xDB\xB2\x10\x7E\x80\x49\xC0\x22\x57\x54\x6B\xF2\x4C\x65\x50\x01\x8A\x2C\xDF\x68\x5C\x44\xF3\x93\x2B\x40\x4B\x8A\x44\xE4\x87\x8A\x51\x2A\x3F\x8F\xFB\x36\xD6\x3C\x99\xF8\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test62(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 3530)
        self.setRegisterValue('P4rIngress.exponent', 0x00, 3530)
        self.setRegisterValue('P4rIngress.set_flags', 0x02, 3530)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x91DF),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000DCA),
                gc.DataTuple('slot_count', 0x00000852),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4DCE1026),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xB1672B24),
                gc.KeyTuple('src_port', 0xCFE0),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x456011E4B9B0),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x1FF),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x45\x60\x11\xE4\xB9\xB0\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB1\x67\x2B\x24\x00\x00\x00\x00\xCF\xE0\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x83\x91\xDF\x00\x0B\x00\x00\x00\x00\x00\x00\xFC\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x1F\xE8\x5A\x63\x21\x52\x2C\x29\xB5\x53\xFF\x85\x57\xE1\x25\xD5\x1E\xBB\xF3\xF8\x53\xD2\x94\x7B\x51\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6\x6F\x23\xD1\xD8\x54\x08\x97\x9C\x6F\x3A\x93\xD0\x01\xDF\xA7\xF2\xA9\x32\xA4\xF5\xC0\xBF\xC0\xB0\xA5\x33\x03\xFE\x31\x4B\x59\xF8\x43\x8A\x22\x00\x88\xE0\xBA\x18\x83\xC7\x85\x06\xF2\xBD\xDB\x97\xCB\x00\x25\xB6\xC0\x14\xC9\x69\x4C\x40\x17\x14\x0F\x26\x3C\xDB\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test63(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 1684)
        self.setRegisterValue('P4rIngress.exponent', 0x00, 1684)
        self.setRegisterValue('P4rIngress.set_flags', 0x02, 1684)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4786),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000694),
                gc.DataTuple('slot_count', 0x00000B96),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8802BB58),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x6530B415EFC5),
            ],
            'P4rIngress.flood',
            [
                gc.DataTuple('group', 0x0000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x65\x30\xB4\x15\xEF\xC5\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x83\x47\x86\x00\x10\x00\x00\x00\x00\x00\x00\x90\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x6D\x23\xD5\x7D\x12\x6B\x22\x11\x22\x4C\x8C\xF8\xB2\x22\xF8\xEE\xF7\x7F\x40\x3B\x95\xA4\xE3\xB4\x16\xFD\x55\x3F\x3E\x94\x24\xE9\xE3\x83\x3F\xF9\x5F\x24\xC1\x19\xEC\x63\xB4\x9F\x4E\x27\x5F\xB4\x7C\x37\x0D\x14\x43\x9E\x86\x5D\xEE\x56\xCA\xDE\x96\x7E\xBF\x2B\xB8\xA9\xF0\x54\x74\x66\xB5\xB9\xDA\x72\x81\x7C\x81\xD2\x94\x1C\x33\xBD\xE9\x42\xED\xCF\xA1\xC3\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E\x0D\x7E\x9C\x9D\x94\xFF\xEA\xAC\x70\x26\xDB\x55\xFF\x5B\x2D\x20\xEE\x59\xC4\xFC\x05\x78\xE5\x03\xDA\xF8\xBE\x5C\x4D\xA8\x0F\xCF\xA5\x3A\x6A\x06\x03\x18\xC5\xFA\xA8\x2C\xAF\xC1\xC9\xCE\x1B\x4F\xD9\xD5\x83\x25\x33\x3F\x22\x8C\x3B\xFE\xBF\xA1\x09\x3B\xC5\xF9\xF8\x50\xA9\xFA\x96\xFE\xAE\xA5\xF0\x00\x9A\xC6\x20\x71\xC0\x58\x86\xA1\xE0\x31\x70\xBA\x96\x22'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test64(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 5730)
        self.setRegisterValue('P4rIngress.exponent', 0x00, 5730)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 5730)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2A1E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001662),
                gc.DataTuple('slot_count', 0x000006DE),
                gc.DataTuple('num_workers', 0x0004),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5F32D429),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x8385F617),
                gc.KeyTuple('src_port', 0x254A),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x83\x85\xF6\x17\x00\x00\x00\x00\x25\x4A\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x83\x2A\x1E\x00\x0E\x00\x00\x00\x00\x00\x00\xB4\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xF5\x34\xC8\x1D\x72\xEF\x3B\x6C\xF2\x40\x35\x19\x74\xEF\xDD\x06\xB6\x5B\x0B\x6D\x7B\x75\xD5\x79\xF5\x7A\x91\xC2\x8F\x79\x82\x52\x99\x60\xA2\x9D\x10\x08\x81\xA5\xC5\xFF\x56\xD0\xC3\x18\x92\x89\x4D\x59\xF2\x52\x10\x86\x67\xB9\xE7\x0F\x9B\x64\x1F\x12\x6B\x9D\x1D\x0E\x74\x2D\x3A\xD3\xE3\xCC\x81\xA9\xF8\x3B\xD8\x43\xDF\xA5\xB9\xD6\x41\xE7\x73\x4B\x19\xB8\x00\xF9\xFD\xC7\xF2\x9E\x76\x24\x65\xC4\xBC\xC2\xC3\xF3\x38\xFE\x18\xF0\xA7\x26\xA6\xAC\x49\x34\xAA\x37\xD1\x9E\x5C\x9E\x54\x9B\x94\xB1\x60\xB2\x78\x53\x7C\x83\xCB\x0C\x67\xAE\x80\x4F\x08\x21\x8C\x4F\x9A\xB4\x4D\xE2\x1E\x59\x2D\x5D\x34\x72\xE0\x71\xE9\x4B\xAC\x0E\x07\xAC\x27\x2A\xF6\xA3\xA7\x6A\xCD\x72\x17\x9F\x71\xB1\x72\x1B\x0C\x7B\x50\x72\x97\x78\x86\x82\x03\x14\x7E\xE0\x47\x4F\x0D\x0A\x95\xC0\x6B\x81\x64\x20\xFF\x9B\x32\xCE\x60\xB5\x97\x74\x4A\xEA\x1E\xC0\xC9\x3D\x0D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test65(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 1390)
        self.setRegisterValue('P4rIngress.exponent', 0x00, 1390)
        self.setRegisterValue('P4rIngress.set_flags', 0x02, 1390)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6CDB),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000056E),
                gc.DataTuple('slot_count', 0x00000F77),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0B44F0A2),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0xDCD7D862B993),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x1FF),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xDC\xD7\xD8\x62\xB9\x93\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x83\x6C\xDB\x00\x08\x00\x00\x00\x00\x00\x00\xAE\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xDE\xF6\x4A\x7D\x83\x9E\xA8\x4E\x14\x15\xCA\x0D\x07\x65\x52\xE4\xF9\x85\xEA\xED\xB2\xE8\x68\x87\x90\x5D\xCF\x64\x26\xCD\xDC\x33\x62\xE0\x70\xD3\x5D\x4D\x05\x94\xBE\xC0\xA8\x70\xB3\x89\x12\xA8\x35\x70\x9F\xC8\x82\x76\x3F\xDD\x5C\x12\x3F\xB3\x6A\xC1\xA8\x6D\xAE\x67\xFA\x2E\x7D\xF4\x97\xD7\xEF\x3B\x3F\x8B\xEF\x4A\x2A\x54\x94\x8D\xA6\xCD\x07\xD0\xA0\xB9\x94\x24\xDD\xDE\x4D\x85\x4A\xBA\xB9\xCE\xAE\x7B\xF6\x35\x09\x06\x85\x9C\x45\x57\x0A\x70\x8B\x32\xD6\xE4\x85\x89\x8F\x7D\x7A\x76\x2B\x8D\xD1\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test66(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 844)
        self.setRegisterValue('P4rIngress.exponent', 0x00, 844)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 844)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xBD24),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000034C),
                gc.DataTuple('slot_count', 0x0000114E),
                gc.DataTuple('num_workers', 0x000A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2412AFEA),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xB7979E67),
                gc.KeyTuple('src_port', 0x90C0),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x41139C69B658),
            ],
            'P4rIngress.flood',
            [
                gc.DataTuple('group', 0x0000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x41\x13\x9C\x69\xB6\x58\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB7\x97\x9E\x67\x00\x00\x00\x00\x90\xC0\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x83\xBD\x24\x00\x14\x00\x00\x00\x00\x00\x00\xC0\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xE1\x1D\x32\xA5\x2B\x42\xCF\x8E\x4D\x6D\x97\x05\x33\xB4\xEC\x1C\xF9\x0B\xF4\xD0\x2C\xFA\x5D\xD3\xBE\x8D\xA0\xD4\x4F\x7E\xD6\xCB\xB8\xB8\xD2\x64\xB8\x72\x0D\x8E\x9C\x23\xD9\x08\xA3\x29\xE3\x5E\x2C\x62\xA2\xA7\xAB\xD4\x14\x42\x6B\x3B\x26\xC0\x8C\xB6\x79\x82\xEF\x87\x58\x26\x9D\x04\x20\x14\xEB\xD5\xAA\xC8\x4C\x0A\x6D\x7A\x04\x9E\xD9\x8A\x74\x8E\xC0\x38\x80\x33\x30\xDA\xD9\x31\xD9\x04\x1E\x70\xE0\xEB\x22\x5E\x7C\x7D\x1D\xD1\x13\x60\xDE\xF6\xD2\x1C\x78\x50\xE6\x33\x58\x15\x81\x36\x34\x0D\xAE\xDD\xF6\x2E\xCB\xDB\x5A\xD6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test67(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3D72),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002A7),
                gc.DataTuple('slot_count', 0x00001D59),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6018724D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x1E6C905D),
                gc.KeyTuple('src_port', 0x5B0B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0008),
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
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1E\x6C\x90\x5D\x00\x00\x00\x00\x5B\x0B\xBE\xEF\x76\x15\x00\x00\x50\x34\x02\xCA\x3D\x72\x00\x06\x00\x00\x00\x00\x00\x00\xAE\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x13\x17\x1C\xDF\x05\x62\x2C\x1A\x85\xDC\xCF\x68\x08\xF3\x84\xD0\x5A\xE3\xD8\xCE\xE4\x3C\xFE\x21\xA4\xF3\x9C\x8D\xE4\x55\x61\x57\x2D\xDB\xCC\x93\xAA\xBD\xFD\xF0\x1B\xA2\xDB\xD7\xCD\x7E\x56\x34\xFC\x5E\x26\x72\x72\x7A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test68(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5BCD),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000116A),
                gc.DataTuple('slot_count', 0x000000B2),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE54E8E21),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\xB2\x7F\x00\x00\x50\x34\x02\x89\x5B\xCD\x00\x0C\x00\x00\x00\x00\x00\x00\x2A\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x1F\x6D\xFE\x93\x81\x46\xEE\xA6\xF9\x65\xFF\xB4\x33\x91\x34\xA8\x5A\xEF\x00\xB8\xF7\x9E\xA3\x77\xAF\x8D\xC3\x98\x67\x2C\x7E\x25\x30\x3F\x77\x1A\x97\x0A\x05\xCF\xD2\x35\x0B\x6E\xAD\x53\xB9\x7C\x05\xB3\x95\xEA\xA2\xFD\x3E\xDB\xE9\x2A\x97\x50\x1A\xA6\x4E\x32\x43\x12\x69\xB4\x53\x51\xA1\xDF\x6B\x84\xB2\x9B\x92\x3E\xFB\x53\x7C\xB8\xBD\x62\x1C\x26\x62\xA0\xC7\xC5\xE7\x74\x6F\xD8\x68\x3C\x8F\x9A\x56\x6E\x18\xA5\x07\xF3\x76\x2A\x16\x91\x1A\xED\xA8\xB7\x65\x17\x01\x08\x31\x3D\xCC\xE3\x26\x34\x55\x2B\xF2\x94\x09\xC8\xEE\x11\x92\x54\xD6\x55\xF0\x5C\xFD\xAC\xA5\x83\x44\x95\xDD\x8E\x69\xF6\xA6\xA4\x79\x63\x0B\xD6\xA2\x6F\xD1\x99\xF4\xE9\x36\x9B\x1F\x98\x60\xD1\xE2\x40\x62\xCB'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test69(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 2674)
        self.setRegisterValue('P4rIngress.exponent', 0x00, 2674)
        self.setRegisterValue('P4rIngress.set_flags', 0x02, 2674)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5D9C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A72),
                gc.DataTuple('slot_count', 0x00000666),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7393076C),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x83\x5D\x9C\x00\x07\x00\x00\x00\x00\x00\x00\x06\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFA\xE4\x0F\xF5\xD3\xBF\x2F\x4B\x1F\x57\x86\xBE\x78\x72\x89\x35\x42\xF5\x8D\x43\xB3\x46\x2B\x20\xC7\xEA\x9E\x3D\xDF\x83\x1C\xEE\x21\x1F\x56\xFE\xE5\x75\x65\x27\xB4\x8E\xD7\xA3\x34\x14\x3D\x2C\x6B\xE1\x4A\xB8\x25\x39\x2C\x3B\x55\xE6\xB1\x4E\x3A\x43\xD8\x7D\x15\x0A\xF7\x90\x00\x32\x18\x44\x24\x20\x24\x92\x4F\x2A\xC5\x75\x0C\x2D\x84\xDC\x95\x5A\x1D\xC4\x3E\x58\x83\x41\xE3\xB2\x80\x95'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test70(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.exponent', 0x00, 4905)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4905)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 4905)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 4905)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 4905)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 4905)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 4905)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 4905)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 4905)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 4905)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 4905)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 4905)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 4905)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 4905)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 4905)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 4905)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 4905)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 4905)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF7B0),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001329),
                gc.DataTuple('slot_count', 0x0000052B),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8001ED35),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xA1884BDE),
                gc.KeyTuple('src_port', 0x3585),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA1\x88\x4B\xDE\x00\x00\x00\x00\x35\x85\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xF7\xB0\x00\x14\x00\x00\x00\x00\x00\x00\xE0\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x3E\x88\x42\x7C\xB4\x48\x25\x20\x70\x49\xCD\x1C\x3B\xAE\x27\x61\xD1\x59\x03\x33\x0C\x9E\xF4\x6D\xC5\x85\x0A\xF8\xE6\x8E\x45\x97\x65\x26\x6D\xDE\x34\x71\xEB\x40\xFE\xD8\x37\xB3\x37\x2E\xE7\xC3\x8D\x29\x80\x6C\x4F\xE2\xEE\x75\xBF\xB9\x74\xFB\x3C\x64\x89\xE1\x6A\xFA\x24\x4A\x6D\xCF\xA1\x11\x46\xFB\x45\x8D\x0C\xFA\x0A\x53\xDB\x97\x5F\xCE\x7C\xC8\x1A\xA3\x6B\x41\x15\xCF\x3F\x90\x9E\x9F\x8D\x1F\xFB\x57\x95\x9C\x43\x3E\x2E\x24\x7A\x3E\x15\x41\x26\x97\x2C\x5A\xC0\xB0\x7C\xE3\xD1\xBE\x7F\xB1\x03\xAB\x73\xD8\x9E\xD6\x45\x7C\x80\x2D\x63\xE6\xE1\x1E\x41\xDF\x4C\x1D\xB7\x2B\xCA\x30\xDC\xDA\x4F\x73\x34\xE4\x90\xB7\xB4\x4D\xBD\x33\x1D\xE9\x0A\x4C\x2D\xDB\x4D\x65\xD8\x4C\xFC\x62\x1D\x8D\xD9\x83\xB7\x31\x9D\xE2\x8D\x2A\x79\x02\x5F\xBB\xFE\x41\x22\xDB\x1B\x01\xB1\x05\x59\x7E\x2D\x70\xEF\xC8\x47\x63\x88\x63\x11\xB9\xE2\xFB\x63\xD2\x01\xEC\xBB\xD0\x43\x48\x45\xAA\x19\x46\x8D\xEC\xDC\x39\x65\xED\xEE\x5D\x0D\x98\x21\x7F\xCB\xC5\x22'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test71(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 7591)
        self.setRegisterValue('P4rIngress.exponent', 0x00, 7591)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 7591)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xAFF7),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001DA7),
                gc.DataTuple('slot_count', 0x00000259),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAED38DE4),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x83\xAF\xF7\x00\x09\x00\x00\x00\x00\x00\x00\xAA\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x6E\xE9\xEA\xD7\x07\x13\x97\x4A\x47\xFB\x8B\x01\x27\xB8\xF2\x5D\x5F\xD8\x21\x6C\x63\x5A\xDC\xFF\x42\x2F\x5B\x0B\x3C\x12\x18\x6C\xFE\x2C\xC6\x04\x8E\x99\x98\xC0\x00\x3B\x1C\xD0\xFC\x0E\xE2\x17\xBC\x80\xD0\x73\x35\xF1\x6E\x6C\xEE\xAD\xAA\x1C\xE1\xE3\x32\xBE\xCE\x02\x25\x64\xB4\xFB\x1B\xEB\x37\xAC\x23\x22\x37\x4A\x36\x09\x8E\x9D\x71\xAB\xB8\x22\x3E\xF6\x80\xBD\xE0\x5D\xAB\x90\xAC\x09\x87\x4D\x88\x1F\x2E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test72(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4F25),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001624),
                gc.DataTuple('slot_count', 0x000009DC),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4A3A4536),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x7CC3DFB5),
                gc.KeyTuple('src_port', 0x7618),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0005),
                gc.DataTuple('worker_index', 0x0065),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7C\xC3\xDF\xB5\x00\x00\x00\x00\x76\x18\xBE\xEF\x00\x0B\x00\x00\x50\x34\x02\x86\x4F\x25\x00\x0C\x00\x00\x00\x00\x00\x00\x16\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x9E\x7E\x62\x8B\xE4\x72\xB2\x6A\x7A\x5F\xE6\xC7\xBC\xCC\x45\x61\x0D\xBC\xBD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test73(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.exponent', 0x00, 2212)
        self.setRegisterValue('P4rIngress.set_flags', 0x02, 2212)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 2212)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 2212)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 2212)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 2212)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 2212)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 2212)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 2212)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 2212)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 2212)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 2212)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 2212)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 2212)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 2212)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 2212)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 2212)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 2212)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x86BB),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000008A4),
                gc.DataTuple('slot_count', 0x00000BEF),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3B4FDD41),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xFC60E191),
                gc.KeyTuple('src_port', 0x9F70),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFC\x60\xE1\x91\x00\x00\x00\x00\x9F\x70\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x86\xBB\x00\x0B\x00\x00\x00\x00\x00\x00\x4E\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x3F\xDE\x18\xD5\xF5\x74\x14\xFA\x92\x74\x4E\xC5\x9A\xB3\xDA\x6A\x46\x9D\x47\x06\x5D\xB1\x15\xA2\x24\x65\x1D\xF1\x89\x79\x4C\x6E\x10\x6E\xF8\xDF\x19\xA8\xFA\x4F\x43\x9F\x92\x0B\xC9\x8A\x18\xE5\xE3\x6D\xEF\x8C\x97\x07\x0C\x4D\x5C\x66\xAF\x68'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test74(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x454B),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000160B),
                gc.DataTuple('slot_count', 0x00000676),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2DF70C34),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x8B82B3E9),
                gc.KeyTuple('src_port', 0x4CAA),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8B\x82\xB3\xE9\x00\x00\x00\x00\x4C\xAA\xBE\xEF\x90\x7F\x00\x00\x50\x34\x02\x91\x45\x4B\x00\x06\x00\x00\x00\x00\x00\x00\xD8\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x96\xDD\x58\x63\x8D\x35\x07\xE8\x94\x03\x60\x1A\xDE\x3E\x46\x56\xBE\x47\x20\x80\xB9\x19\x59\xF9\xAF\xD5\x28\x35\xF5\x15\x9A\xC4\xE3\x79\x88\x16\xF2\x09\x81\x74\x09\x9F\xF6\xA9\x1C\xF9\x47\xA8\x53\x75\x04\x3C\x83\xAB\x13\x5D\x1E\x10\xCF\xFA\x8A\x4D\x00\x02\x14\x6C\x1D\x12\x55\x0D\x22\xF0\x6F\x6A\x08\x43\x5D\x14\x2D\xAF\xC6\xA8\xB7\x2A\xDD\x78\x30\xDF\x11\x83\x7A\xDC\xD4\x72\x9D\xB5\x32\xB3\x53\xEE\x39\x2B\x01\x65\x56\x56\x76\xB3\x56\x22\xBA\x8D\x7E\x70\x2B\x8A\xBE\x9D\x86\x80\xA8\xA1\x25\xBF\x24\xF1\xA7\x6B\x1D\x0F\xD7\x99\x4C\x53\x7E\x48\xA3\x6A\xA4\xB0\x8C\x35\x2D\x83\xEA\x48\xF9\xEC\xFF\x93\xD7\x91\x41\x2E\xCC\x37\xCC\xCF\xC9\x16\x43\x84\x58\x55\x9C\x82\x77\xA8\xDF\xF7\xAF\x73\x5D\x5B\x61\x50\x68\xA0\xD4\x22\xD8\x4F\xD6\x13\x5C\x07\x2E\x67\x6C\xA6\x49\x44\x81\x17\x52\xB0\x5F\x5B\xBC\xA1\x3F\xFF\x9D\x64\xD5\x95\x07\x1B\x6C\x6D\x52\xA5\x23\xDB\xAE\xF3\xCC\xFB\x6E\xCA\x67\x2F\x8C\xF2\xF6\x69\x48\x64\x99\xE0\xC6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test75(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 1480)
        self.setRegisterValue('P4rIngress.exponent', 0x00, 1480)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 1480)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD005),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000005C8),
                gc.DataTuple('slot_count', 0x00000C9F),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x467910F7),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0xB465B7C700E2),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x044),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xB4\x65\xB7\xC7\x00\xE2\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x83\xD0\x05\x00\x14\x00\x00\x00\x00\x00\x00\x6E\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x28\xAF\xF3\x19\x6B\x76\xA5\xB3\x79\xAD\xB1\x06\xB1\xA0\xD1\xCB\xF5\xB2\x3E\xC1\x90\xAC\x64\xE2\x5B\x63\xFF\x0C\xB2\xA2\x2C\x67\xCA\x89\x69\xA6\x03\x55\x06\x6C\xE6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\xB4\x65\xB7\xC7\x00\xE2\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x3C\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x28\x00\x00\x50\x34\x02\x03\xD0\x05\x00\x14\x00\x00\x00\x00\x00\x00\x04\x00\x00\x00\x00\x00\x00\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x28\xAF\xF3\x19\x6B\x76\xA5\xB3\x79\xAD\xB1\x06\xB1\xA0\xD1\xCB\xF5\xB2\x3E\xC1\x90\xAC\x64\xE2\x5B\x63\xFF\x0C\xB2\xA2\x2C\x67\xCA\x89\x69\xA6\x03\x55\x06\x6C\xE6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test76(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA264),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001C52),
                gc.DataTuple('slot_count', 0x000003AE),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x29D19DE3),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x41B96F4D),
                gc.KeyTuple('src_port', 0x5886),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x001D),
                gc.DataTuple('worker_index', 0x00AB),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x41\xB9\x6F\x4D\x00\x00\x00\x00\x58\x86\xBE\xEF\x00\x01\x00\x00\x50\x34\x02\xE8\xA2\x64\x00\x19\x00\x00\x00\x00\x00\x00\xAE\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x37\x69\x18\x42\xA5\x0C\x38\x4A\xCE\x1D\xF8\xC9\x33\x54\x1D\xDF\xEA\xFE\x03\xC6\x3F\xC7\x6E\x96\x0C\x4E\x12\xCE\xB5\xFB\xF9\x56\x56\x51\x12\x0F\x0B\x0A\x48\xA6\xBD\x55\x23\xC0\x0F\x0C\xD2\xB0\x3C\x69\xFF\x9F\x0A\x36\xBD\x40\x6F\xD0\xF9\x04\x33\x76\xA0\xDD\xC4\xB7\xE5\x63\x1B\x33\xC3\x1E\xCE\x21\xD5\x3D\x66\x60\x6C\xCB\xA6\x76\x99\x88\x95\x50\xE9\xB2\x7D\xFE\xC3\xD7\x60\x8C\x50\x4B\x9D\xB5\xEB\x53\x26\x35\x81\x87\x19\xB5\x46\xDC\xC9\xC0\xC2\x91\xDC\xA1\x13\x21\x99\x85\x1A\xCF\x9C\xCF\xEE\x73\x4F\xC5\xC5\xE9\x25\x20\xA6\x4B\x13\x34\x6B\x6C\x84\x34\xCD\x0D\xFA\xB9\xC8\xC0\xD4\x26\x8C\x8E\xC4\x2D\x89\x06\xDE\x40\x0D\x97\x79\xE4\xB6\x15\x04\x70\xC4\x99\x37\x19\x1C\x27\x70\xE5\x88\xEA\xC3\xE7\x43\xE9\x8A\x9B\x46\xF6\x96\x16\xF9\x91\x7F\xC5\x01\x5C\x6C\x80\x2C\xFB\x9C\x16\x84\xAE\x1A\x14\x07\x18\xC0\xAE\xC3\xC5\x20\x18\x28\x05\xB4\x5E\x09\xA0\x68\x65\x35\x9A\x32\x74\xBD\x57\x35\xBF\x9F\xCE\x01\x05\x70\xE5\xCF\x46\x92\xDA\x75\x6C\xFA\xC6\x6B\xE0\xB0\x01\x4C\xE1\x98\xCD\xAF\xB6\xB6\x1B\x59\xF9\xEF\x8C\x69\x76\xA9\x67\x6D\xA2\x9C\xF4\xEE\x19\x80\x52\x06\x9F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test77(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x97B7),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E32),
                gc.DataTuple('slot_count', 0x00000559),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEFCE3005),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xA8AF7616),
                gc.KeyTuple('src_port', 0xF9BB),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x000B),
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
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA8\xAF\x76\x16\x00\x00\x00\x00\xF9\xBB\xBE\xEF\xD9\x7C\x00\x00\x50\x34\x02\xFB\x97\xB7\x00\x05\x00\x00\x00\x00\x00\x00\x68\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x5A\x88\x49\x01\x6B\xAC\x58\xC0\xFE\xEA\x4A\x27\xFE\x40\x7C\xD0\x8B\xFE\xEE\x91\x29\x3F\xAF\x67\x7F\x52'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test78(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.exponent', 0x00, 378)
        self.setRegisterValue('P4rIngress.set_flags', 0x02, 378)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 378)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 378)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 378)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 378)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 378)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 378)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 378)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 378)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 378)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 378)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 378)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 378)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 378)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 378)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 378)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 378)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xAF08),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000017A),
                gc.DataTuple('slot_count', 0x000019B3),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1AB0F5F1),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x8512DFBF),
                gc.KeyTuple('src_port', 0x752C),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x85\x12\xDF\xBF\x00\x00\x00\x00\x75\x2C\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xAF\x08\x00\x1A\x00\x00\x00\x00\x00\x00\xEC\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x16\xC8\x96\x5C\x9A\x2E\xF8\x80\x55\x93\x23\x69\xBB\x3F\x79\xBF\xC6\x1F\x60\x02\x8B\x2F\x39\x16\xFD\x8B\x42\xB2\xBD\x5F\x98\x5A\x9A\xEF\x3B\x71\x3B\xCC\xED\x94\x74\xA5\x0C\x2A\x93\x92\x9F\x47\xB5\xD9\xCC\x22\x55\x0E\x15\xBE\x5F\x6C\x77\x2F\x72\x7D\x1D\x79\x84\x9D\xC8\x3E\xE3\x03\xBE\x9F\xE3\x53\xBC\xE2\x64\xEE\xA0\xF0\xF3\xB2\x05\xED\x7B\x40\x3E\xA6\x86\x07\xB8\x73\xB3\xEE\x1D\x06\xFA\x17\x2D\x6C\xDA\x40\x22\xA4\xED\x98\x8E\x76\x19\xAC\xBF\xE1\x4E\xD1\x62\x52\x07\x1F\x17\x5B\x53\x1B\x7F\x5B\xD6\x8B\x86\x60\xCB\xEB\x43\x69\x2D\x95\xA5\x66\x54\x69\x84\xB5\x6B\xA6\x29\x96\xC5\x60\x9B\x67\xDB\x5F\xBD\x9E\xE2\x7A\x83\x29\xB2\x97\x64\x03\x07\x6A\x53\xFB\xAE\xF3\x47\x18\x48\x03\x5C\x21\x08\xD7\xA2\xEA\x76\x26\x41\xD8\x01\x0C\xED\x66\x06\xA3\x12\xBB\xCB\xE4\xAB\x0E\xB9\xC3\xB5\xA2\x98\xD4\x8F\x7D\xE9\x38\x79\x58\x11\x13\x2B\xEF\x40\xFB\x95\xCB'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test79(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE657),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001E09),
                gc.DataTuple('slot_count', 0x000001F7),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xDFA613A7),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x282E4009),
                gc.KeyTuple('src_port', 0xFFC0),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x28\x2E\x40\x09\x00\x00\x00\x00\xFF\xC0\xBE\xEF\x77\xC1\x00\x00\x50\x34\x02\xD1\xE6\x57\x00\x14\x00\x00\x00\x00\x00\x00\x74\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC6\x55\x5C\x86\xDF\xC3\xB4\x38\xBF\x28\xC8\x2F\x55\xF9\x05'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test80(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x214A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001708),
                gc.DataTuple('slot_count', 0x000008F8),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x12DD4389),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xFBE10FA7),
                gc.KeyTuple('src_port', 0x78F1),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0007),
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
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFB\xE1\x0F\xA7\x00\x00\x00\x00\x78\xF1\xBE\xEF\x7E\x8D\x00\x00\x50\x34\x02\xB7\x21\x4A\x00\x13\x00\x00\x00\x00\x00\x00\x0A\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xDA\x19\x70\x44\x10\x24\xC2\x10\x54\x30\x6B\xFD\x40\x4C\x1C\x7A\x98\xBE\xEF\xEC\x7B\x6B\xA4\xB3\x1A\xCE\x73\xB2\x13\xE5\x80\xC4\xF2\xCB\x95\x84\x49\x40\x47\x3A\xA2\x71\x2F\x05\x9D\xDC\x7A\x19\x74\xB4\xAA\x56\x98\x01\xF4\x24\x2D\x4B\xE2\xB9\xEE\x81\x5B\x23\xE5\x7F\x24\xF0\x27\x71\x4B\x3A\x92\x7F\x68\x4D\x01\x77\x0E\x42\x40\x50\x5E\x1B\x1D\xE2\x50\x0B\xDF\x5F\xE7\xDE\x48\x7A\x01\x7B\xF0\x1D\x4B\x02\x55\x2F\x0E\xBD\xCA\xE2\x80\x02\x6A\xE9\x09\xB1\x5C\xDD\xEF\x25\x0B\x52\xF5\x9F\xDD\x96\xCF\x6F\x5A\x82\xF5\x17\xD5\x68\xEA\x51\x40\xBD\xDC\x2D\x55\xEB\x5C\x7F\xA4\x57\x2D\x88\x8B\x4C\x98\x80\x0F\xDB\xEE\xE6\x59\x28\x37\x22\x0C\x62\xCC\xF8\x08\x0B\xE6\xCF\xD1\x61'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()

