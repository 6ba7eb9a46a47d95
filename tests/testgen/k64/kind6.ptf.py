# PTF test for /tmp/tgwork/k64/kind6/main
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

logger = logging.getLogger('/tmp/tgwork/k64/kind6/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, '/tmp/tgwork/k64/kind6/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('/tmp/tgwork/k64/kind6/main')

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
    # Current statement coverage: 0.2

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2046),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000898),
                gc.DataTuple('slot_count', 0x0000025F),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x225A66BE),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x006),
                gc.KeyTuple('src_addr', 0xD97E7769),
                gc.KeyTuple('src_port', 0xA834),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2046),
                gc.DataTuple('rank', 0x0016),
                gc.DataTuple('worker_index', 0x012D),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0xBCD0),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD9\x7E\x77\x69\x00\x00\x00\x00\xA8\x34\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x20\x46\x00\x16\x22\x5A\x66\xBE\x01\x32\x05\x00\x00\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x34\x7E\x67\xB1\x22\x4C\x76\x4E\xF3\x3D\x66\xA9\xBC\xBD\xAF\x43\x6E\xD8\xC9\xC5\xAF\x0C\xCD\xFC\x35\xF8\x53\x3A\xE3\x5F\x02\xA1\x87\x94\xD3\xF0\x56\xF0\x4F\x68\xEB\x32\x07\xAA\x9A\x29\x5F\xD4\xFB\xBE\x6B\x5F\x13\x26\xF2\x75\xF3\x40\x98\x6B\x8E\x12\xEF\xA1\xDB\x34\x0B\x06\x9E\x46\x4F\x25\x0F\x91\x6F\x08\x2C\x5C\x5E\x5B\x14\xF7\x9F\x6B\xEA\x4B\x5B\x24\x71\x12\x6C\xE8\x18\x21\x38\x94\xD3\x03\x36\xDE\x6C\xA7\x81\xC3\x40\x8F\x49\x9C\xA9\x09\x37\x42\x4F\xB6\x86\x72\x32\x9D\xC7\xBB\xCD\x39\xC8\x16\x54\xC8\x2E\x6E\x08\x1B\x84\xBC\x20\xEA\x99\xD6\x63\x0B\x67\xC0\x6D\xEF\xEB\xB4\x88\x1F\x10\x5D\x4A\x27\x41\x30\xDE\x0F\x56\xC4\x1C\x5C\xA5\xC5\x1F\x22\xEE\xBA\xD2\x6D\xAA\x78\x37'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test4(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xA06EAC7F), ('P4rIngress.bitmap_seq.seq', 0xC200AABF)], 12660)
        self.setRegisterValue('P4rIngress.rounds', 0xC200AABF, 12660)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 12660)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12660)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 12660)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 12660)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 12660)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 12660)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 12660)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 12660)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 12660)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 12660)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 12660)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 12660)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 12660)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 12660)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 12660)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 12660)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 12660)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 12660)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 12660)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 12660)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 12660)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 12660)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 12660)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 12660)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 12660)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 12660)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 12660)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 12660)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 12660)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 12660)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 12660)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 12660)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 12660)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 12660)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB0D5),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000ED0),
                gc.DataTuple('slot_count', 0x00000A37),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF6F4AE3B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00D),
                gc.KeyTuple('src_addr', 0xA162ADF9),
                gc.KeyTuple('src_port', 0x668C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB0D5),
                gc.DataTuple('rank', 0x0000),
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
        ig_port = 13
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA1\x62\xAD\xF9\x00\x00\x00\x00\x66\x8C\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xB0\xD5\x00\x00\xF6\xF4\xAE\x3B\x02\xA4\x03\x00\xEE\xF9\x9E\x6D\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x5E\xBD\xD6\xC3\xA5\x56\x9C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA1\x62\xAD\xF9\xBE\xEF\x66\x8C\x01\x20\x00\x00\x50\x34\x02\x82\xB0\xD5\x00\x00\xF6\xF4\xAE\x3B\x02\xA4\x01\x00\xEE\xF9\x9E\x6D\x00\x40\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x5E\xBD\xD6\xC3\xA5\x56\x9C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test5(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xEE36),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001961),
                gc.DataTuple('slot_count', 0x000004C7),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1598CC91),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x024),
                gc.KeyTuple('src_addr', 0x1B4BE219),
                gc.KeyTuple('src_port', 0xCD50),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xEE36),
                gc.DataTuple('rank', 0x0006),
                gc.DataTuple('worker_index', 0x00D6),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x280C),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1B\x4B\xE2\x19\x00\x00\x00\x00\xCD\x50\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xEE\x36\x00\x06\x15\x98\xCC\x91\x00\x00\x01\x00\x00\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x4B\x65\x1B\xD5\x63\xD7\x8B\xBA\xED\x25\x51\xF9\xA4\x3D\xAE\xD4\x02\x0C\x77\x35\xEA\x65\x2D\x99\x34\x19\x40\x8F\x8E\x80\xD2\xCD\xEC\xD9\xEA\x0E\xF3\x3E\xBD\xFC\x65\xC9\xDA\x47\xF2\xF2\xBB\xCF\xC1\x9F\x32\x36\x9D\xE5\x2F\xAE\xBA\x82\xBC\xD0\x3B\xFF\x27\x58\x6D\x43\x79\xB8\x03\x92\x54\x83\xAF\xE3\x0D\x7C\xEE\x95\xB8\xAE\x2A\x58\x0E\x15\xE8\x66\x9E\xBF\xBC\x9F\xAD\x0E\xC5\xAD\x75\x97\x85\xD2\x11\x44\xBC\x2D\x48\x7B\xBA\x5E\xF8\x8A\x10\xE2\xD3\x6F\x53\x13\x94\x33\x43\x67\x6A\xDC\x9F\x90\x12\x70\xEC\xC0\x37\x09\xD6\xF2\xFD\x13\x86\x50\xCB\x10\x93\x9B\x05\xF7\xA3\xB3\xB5\x56'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test6(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0CB6),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000038),
                gc.DataTuple('slot_count', 0x00001C5E),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC033C4D6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x015),
                gc.KeyTuple('src_addr', 0x426D2C42),
                gc.KeyTuple('src_port', 0x6967),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0CB6),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x00D7),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0xD59F),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x42\x6D\x2C\x42\x00\x00\x00\x00\x69\x67\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x0C\xB6\x00\x00\xC0\x33\xC4\xD6\x18\xB4\x07\x00\x00\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x75\xA4\x05\x82\xA6\x5B\x03\x41\x23\x26\x81\x73\x13\x72\xB1\x74\x95\xCC\x22\x94\x8C\x2B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test7(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4D6B),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000BC5),
                gc.DataTuple('slot_count', 0x00000DB5),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2AD11B76),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00B),
                gc.KeyTuple('src_addr', 0x8478E798),
                gc.KeyTuple('src_port', 0xF9AD),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4D6B),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x0366),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x3543),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x84\x78\xE7\x98\x00\x00\x00\x00\xF9\xAD\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x4D\x6B\x00\x1C\x2A\xD1\x1B\x76\x03\xAB\x05\x00\x00\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x50\xB3\xE2\x35\xDD\x22\x1D\x5F\xCE\xAF\x2D\xEA\x3F\xAA\xD0\xF9\x6F\x05\x69\xDC\x37\xE8\x9E\x7A\x97\xEE\x65\xC2\xF3\xEC\xBD\x96\x03\xF9\xFD\x17\x50\x48\xCC\xA4\x99\x5F\x4B\x0D\xF3\x36\x09\xC6\x7D\x81\x41\x3D\x20\x64\x04\xB0\x49\x24\xDE\xEF\x93\xBA\xB4\x53\xCC\x71\x48\xE6\x58\xA6\x5D\x27\x8B\xDD\x62\x8C\x6E\x12\x60\x46\x75\xBA\xB6\x83\xF7\x39\xDF\x34\xE7\xC7\xCA\x62\x06\x1D\x44\x96\xD8\x40\x84\x40\x3D\xD2\x3B\x67\xE0\xFB\x22\x1E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x8EAEB142), ('P4rIngress.bitmap_seq.seq', 0x759A023C)], 13381)
        self.setRegisterValue('P4rIngress.rounds', 0x759A023C, 13381)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 13381)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13381)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 13381)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 13381)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 13381)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 13381)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 13381)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 13381)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 13381)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 13381)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 13381)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 13381)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 13381)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 13381)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 13381)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 13381)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 13381)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 13381)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 13381)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 13381)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 13381)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 13381)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 13381)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 13381)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 13381)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 13381)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 13381)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 13381)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 13381)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 13381)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 13381)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 13381)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 13381)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 13381)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x43E7),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A6E),
                gc.DataTuple('slot_count', 0x00001592),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE3CBAE49),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x008),
                gc.KeyTuple('src_addr', 0xD6DB02D3),
                gc.KeyTuple('src_port', 0x0066),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x43E7),
                gc.DataTuple('rank', 0x0006),
                gc.DataTuple('worker_index', 0x00C2),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD6\xDB\x02\xD3\x00\x00\x00\x00\x00\x66\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x43\xE7\x00\x06\xE3\xCB\xAE\x49\x09\xD7\x05\x00\x7B\x7C\xBB\x26\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x15\x0E\xF9\x49\xE0\xD5\x41\x34\x33\x02\x60\x67\x91\x51\xC9\x41\xED\xA9\xFA\x0C\xE3\x23\xDE\x15\x9F\xB9\x00\x1A\x58\xD4\x93\xAF\xFA\x6A\xEB\x29\x7C\x73\x66\x40\x14\x9E\xAD\xD7\x74\x90\x0C\xB9\xDC\x70\x6B\x91\xD0\x24\x04\x10\x40\x69\x0D\xCC\xFF\x8B\x0C\x52\xB1\x6A\x9C\xAE\x13\x52\x96\xBE\x36\xCC\xC9\xB5\xBA\xF4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD6\xDB\x02\xD3\xBE\xEF\x00\x66\x01\x20\x00\x00\x50\x34\x02\x82\x43\xE7\x00\x06\xE3\xCB\xAE\x49\x09\xD7\x01\x00\x7B\x7C\xBB\x26\x00\x40\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x15\x0E\xF9\x49\xE0\xD5\x41\x34\x33\x02\x60\x67\x91\x51\xC9\x41\xED\xA9\xFA\x0C\xE3\x23\xDE\x15\x9F\xB9\x00\x1A\x58\xD4\x93\xAF\xFA\x6A\xEB\x29\x7C\x73\x66\x40\x14\x9E\xAD\xD7\x74\x90\x0C\xB9\xDC\x70\x6B\x91\xD0\x24\x04\x10\x40\x69\x0D\xCC\xFF\x8B\x0C\x52\xB1\x6A\x9C\xAE\x13\x52\x96\xBE\x36\xCC\xC9\xB5\xBA\xF4'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xEF7BF3B7), ('P4rIngress.bitmap_seq.seq', 0x49C4D508)], 13057)
        self.setRegisterValue('P4rIngress.rounds', 0x49C4D508, 13057)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 13057)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13057)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 13057)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 13057)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 13057)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 13057)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 13057)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 13057)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 13057)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 13057)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 13057)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 13057)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 13057)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 13057)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 13057)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 13057)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 13057)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 13057)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 13057)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 13057)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 13057)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 13057)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 13057)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 13057)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 13057)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 13057)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 13057)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 13057)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 13057)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 13057)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 13057)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 13057)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 13057)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 13057)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0E83),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002B6),
                gc.DataTuple('slot_count', 0x000011DF),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE438B1D6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x030),
                gc.KeyTuple('src_addr', 0x6C3F3AC7),
                gc.KeyTuple('src_port', 0x0409),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0E83),
                gc.DataTuple('rank', 0x001B),
                gc.DataTuple('worker_index', 0x02A8),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6C\x3F\x3A\xC7\x00\x00\x00\x00\x04\x09\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x0E\x83\x00\x1B\xE4\x38\xB1\xD6\x10\x4B\x03\x00\x76\x61\x05\x26\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xDA\xDA\x97\x7A\x4C\x7E\x2B\xE6\x40\x9B\x1A\xB1\x04\x36\xE7\x5B\x45\x2C\x5E\x6E\x84\x81\x0A\x20\xA9\xA8\x01\x7B\xC8\x37\x2E\xBF\xE7\x62\x2F\xA3\xEF\x53\xC8\xCB\xE1\x47\x91\x57\x08\x2E\x48\x64\xCC\x32\x0E\x8E\x38\x49\x28\x60\x57\xE5\x8A\x06\x02\x8F\x57\x96\x6D\x3C\x47\x0B\x46\x1E\x54\xEA\x32\xD5\x79\xE8\xAF\x47\xB4\xED\xAD\x84\x5B\xE9\x6B\xCB\x8E\x25\xF9\x4B\x17\xDC\x2A\xF6\xF5\x90\x6E\x24\xAF\x7F\x8F\xBB\xC6\x3A\x9F\x36\x1B\x95\x21\x54\x70\xE8\x51\x40\x13\x1A\x88\x1B\x66\xAA\x66\xC7\x5D\xBA\x05\xEE\x62\xCB\x69\x2A\xEE\xCE\x3D\x7E\xE7\x1C\x61\xD1\x7C\x62'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x6C\x3F\x3A\xC7\xBE\xEF\x04\x09\x01\x20\x00\x00\x50\x34\x02\x82\x0E\x83\x00\x1B\xE4\x38\xB1\xD6\x10\x4B\x01\x00\x76\x61\x05\x26\x00\x40\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xDA\xDA\x97\x7A\x4C\x7E\x2B\xE6\x40\x9B\x1A\xB1\x04\x36\xE7\x5B\x45\x2C\x5E\x6E\x84\x81\x0A\x20\xA9\xA8\x01\x7B\xC8\x37\x2E\xBF\xE7\x62\x2F\xA3\xEF\x53\xC8\xCB\xE1\x47\x91\x57\x08\x2E\x48\x64\xCC\x32\x0E\x8E\x38\x49\x28\x60\x57\xE5\x8A\x06\x02\x8F\x57\x96\x6D\x3C\x47\x0B\x46\x1E\x54\xEA\x32\xD5\x79\xE8\xAF\x47\xB4\xED\xAD\x84\x5B\xE9\x6B\xCB\x8E\x25\xF9\x4B\x17\xDC\x2A\xF6\xF5\x90\x6E\x24\xAF\x7F\x8F\xBB\xC6\x3A\x9F\x36\x1B\x95\x21\x54\x70\xE8\x51\x40\x13\x1A\x88\x1B\x66\xAA\x66\xC7\x5D\xBA\x05\xEE\x62\xCB\x69\x2A\xEE\xCE\x3D\x7E\xE7\x1C\x61\xD1\x7C\x62'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 11100)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 11100)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 11100)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11100)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 11100)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 11100)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 11100)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 11100)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 11100)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 11100)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 11100)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 11100)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 11100)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 11100)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 11100)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 11100)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 11100)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 11100)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 11100)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 11100)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 11100)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 11100)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 11100)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 11100)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 11100)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 11100)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 11100)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 11100)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 11100)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 11100)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 11100)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 11100)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 11100)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 11100)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 11100)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 11100)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6CF6),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B37),
                gc.DataTuple('slot_count', 0x0000023D),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1184FF9E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x017),
                gc.KeyTuple('src_addr', 0xFBA4A3ED),
                gc.KeyTuple('src_port', 0x42F1),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6CF6),
                gc.DataTuple('rank', 0x0016),
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
        ig_port = 23
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFB\xA4\xA3\xED\x00\x00\x00\x00\x42\xF1\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x6C\xF6\x00\x16\x11\x84\xFF\x9E\x00\x25\x03\x00\x3A\xFB\x3A\x06\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xB0\x3B\xD9\xC2\x12\xB8\x35\x97\xDF\xFD\x7C\x9E\xDD\x76\x83\xB0\xCF\xD5\xF8\xA8\x47\xFD\xD4\x88\x2E\x7E\x2E\x1E\x0B\x5E\xF9\x68\xFB\x99\xE7\x0E\x3C\xFB\x63\xFA\x14\x62\x5F\xFB\xB4\xA7\x95\xBD\x60\xBF\xA3\x8B\xC5\xD9\x86\x9D\x11\x76\x2A\xE7\xA2\xE3\xF1\x10\x57\xBA\x75\xD5\xCF\xD0\x42\x07\x77\x38\xC3\x2E\x11\x29\x03\x32\x91\xA0\xAD\x79\x04\xF2\x12\xDE\xC5\x58\xA5\xF2\x71\x9D\x66\x66'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xD0256E5B), ('P4rIngress.bitmap_seq.seq', 0xF9A90CB5)], 11343)
        self.setRegisterValue('P4rIngress.rounds', 0xF9A90CB5, 11343)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x226F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000878),
                gc.DataTuple('slot_count', 0x0000083A),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF761E4DE),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x021),
                gc.KeyTuple('src_addr', 0x18C10A57),
                gc.KeyTuple('src_port', 0x8812),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x226F),
                gc.DataTuple('rank', 0x0006),
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
        ig_port = 33
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x18\xC1\x0A\x57\x00\x00\x00\x00\x88\x12\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x22\x6F\x00\x06\xF7\x61\xE4\xDE\x03\xD7\x03\x00\xD4\xE6\x5E\xC4\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x3F\x7F\x20\x81\x66\x15\x8C\x35\x4C\x3B\x13\x02\x48\x19\xF5\xBA\x84\x97\x30\x55\x52\x1E\xC8\x7F\xE4\xBF\x8A\x7A\xF3\x82\xD1\x31\x66\x01\x75\x70\xDA\x1F\xFA\x1C\x63\x5F\x57\x37\xFB\x9A\x4E\x41\xD2\x81\x38\x77\x92\xE7\x39\xE8\xDD\xDF\xB4\x8A\x51\x66\x56\xEA\x93\x00\x2A\x23\xA7\xDB\x79\x4F\xF0\xEA\x85\xD6\xBA\x3F\x51\x97\xAE\xDB\x85\xD8\xD6\x73\xCB\x39\x9C\x37\xE9\x79\xA3\x9C\x1C\x58\x5D\x32\x0A\xE7\x64\xA1\xA1\x77\x85\x72\xFA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB202DCEE), ('P4rIngress.bitmap_seq.seq', 0x80B83515)], 9739)
        self.setRegisterValue('P4rIngress.rounds', 0x80B83515, 9739)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 9739)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 9739)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 9739)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 9739)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 9739)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 9739)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 9739)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 9739)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 9739)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 9739)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 9739)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 9739)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 9739)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 9739)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 9739)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 9739)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 9739)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 9739)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 9739)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 9739)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 9739)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 9739)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 9739)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 9739)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 9739)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 9739)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 9739)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 9739)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 9739)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 9739)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 9739)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 9739)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 9739)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 9739)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x24E8),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000005F2),
                gc.DataTuple('slot_count', 0x00000B4A),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2541EA6D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x025),
                gc.KeyTuple('src_addr', 0xF01ADF8D),
                gc.KeyTuple('src_port', 0xF3CD),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x24E8),
                gc.DataTuple('rank', 0x0016),
                gc.DataTuple('worker_index', 0x01FF),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF0\x1A\xDF\x8D\x00\x00\x00\x00\xF3\xCD\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x24\xE8\x00\x16\x25\x41\xEA\x6D\x00\x19\x01\x00\x9A\x3F\xC6\x96\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x27\xFD\xD3\x8B\x44\x3F\x4A\xAE\x31\x51\xFA\x9F\x2E\xB1\x64\x33\x40\xE5\x8F\x27\x15\x7D\x3D\x37\xAE\x07\x60\x7A\x25\xE9\x60\xCA\x55\xEB\x4C\x84\x0F\x34\x82\xE3\xF8\xEE\x0C\x1A\x1A\x86\xBA\x51\xB8\xA6\x83\x3B\xD1\x8B\x44\x9A\xE8\x0B\xB2\x9D\xDF\x12\x9B\x28\x57\x23\x76\x6A\x75\x0F\xD8\x0E\x32\x95\x04\xDA\x07\x2B\x10'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF0\x1A\xDF\x8D\xBE\xEF\xF3\xCD\x01\x20\x00\x00\x50\x34\x02\x82\x24\xE8\x00\x16\x25\x41\xEA\x6D\x00\x19\x01\x00\x9A\x3F\xC6\x96\x00\x40\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x27\xFD\xD3\x8B\x44\x3F\x4A\xAE\x31\x51\xFA\x9F\x2E\xB1\x64\x33\x40\xE5\x8F\x27\x15\x7D\x3D\x37\xAE\x07\x60\x7A\x25\xE9\x60\xCA\x55\xEB\x4C\x84\x0F\x34\x82\xE3\xF8\xEE\x0C\x1A\x1A\x86\xBA\x51\xB8\xA6\x83\x3B\xD1\x8B\x44\x9A\xE8\x0B\xB2\x9D\xDF\x12\x9B\x28\x57\x23\x76\x6A\x75\x0F\xD8\x0E\x32\x95\x04\xDA\x07\x2B\x10'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7731),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A7D),
                gc.DataTuple('slot_count', 0x0000057C),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5F9A3FCF),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x76B0D047),
                gc.KeyTuple('src_port', 0xA654),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7731),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x0302),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0xD4BC),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x76\xB0\xD0\x47\x00\x00\x00\x00\xA6\x54\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x77\x31\x00\x0F\x5F\x9A\x3F\xCF\x04\xF0\x05\x00\x00\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x42\x7B\x98\x4D\xCA\xFA\x05\xBB\x52\x90\xC5\xF8\x35\x61\x28\xC5\x2E\x5D\x88\x95\xDA\x19\xF5\x08\xD9\xA8\xDB\xB4\x4F\x4C\xE6\xCC\xB3\x95\xFA\x68\x03\x8F\x05\x9C\x38\xBD\xFE\xC2\x5E\x56\xD1\xB4\x19\xB0\x7A\xB9\x2E\x6E\xB0\xA6\xBB\xE1\x7A\x0C\x1D\x0C\x26\x19\x47\x3F\x66\x52\x4A\xAA\xD2\xDA\xA7\x4F\x4E\xA0\x07\x50\x2A\xD3\x8F\x68\xA2\x33\x44\xFC\xA2\xF3\x26\x7C\x43\x9F\xE7\xC8\x7C\xDD\xDA\x0A\x27\x00\x42\x68\x04\x89\xD7\x3E\x21\x5A\x24\x9F\x4D\xD8\x3E\xE3\x93\x14\xAE\x3E\x15\xDF\x77\xD7\x4F\x64\x97\xBB\xBE\x53\x09\x6B\x18\x4F\x71\xA5\x2C\x05\xB7\x72\x63\xB7\x1F\xD6\xEB\xC9\x09\x29\x1F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xD78FEDE6), ('P4rIngress.bitmap_seq.seq', 0xA39F2E8F)], 15540)
        self.setRegisterValue('P4rIngress.rounds', 0xA39F2E8F, 15540)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 15540)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 15540)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 15540)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 15540)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 15540)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 15540)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 15540)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 15540)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 15540)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 15540)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 15540)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 15540)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 15540)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 15540)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 15540)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 15540)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 15540)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 15540)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 15540)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 15540)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 15540)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 15540)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 15540)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 15540)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 15540)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 15540)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 15540)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 15540)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 15540)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 15540)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 15540)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 15540)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 15540)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 15540)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1132),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001C7F),
                gc.DataTuple('slot_count', 0x000000DD),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x22626B03),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x016),
                gc.KeyTuple('src_addr', 0x7BCCCECC),
                gc.KeyTuple('src_port', 0xC528),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1132),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x01DA),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7B\xCC\xCE\xCC\x00\x00\x00\x00\xC5\x28\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x11\x32\x00\x00\x22\x62\x6B\x03\x00\x35\x05\x00\xD8\x60\xF2\x85\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFE\x71\x33\xFB\x99\x4E\xA2\xF8\x81\x92\xF7\x4E\xD3\xDD\xF9\x88\x95\xA5\x69\x4E\x85\xC0\x8A\xA3\xA2\xA5\x8D\xD5\x0D\x1C\xE6\xBC\x26\x50\x5C\x0C\x24\xE3\x24\x9C\x07\xBF\xF7\xCF\xAD\x61\x4C\xDD\x13\x36\x72\x33\x93\xC3\xFD\x8F\x8F\x03\x0B\xB0\x73\x43\xC8\x62\x44\x09\x9D\x82\x00\xAE\x72\x36\xA3\xAB\x83\x3D\xCC\x1E\xCB\xED\x3C\x4D\xC7\x67\x72\xB3\x58\x65\x6A\x1B\xAC\x1E\x1E\x21\xA1\xDE\xA1\x4E\x39\xF9\x63\x69'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0314),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x16E0897F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x015),
                gc.KeyTuple('src_addr', 0x89D71B72),
                gc.KeyTuple('src_port', 0x6D3F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0314),
                gc.DataTuple('rank', 0x000B),
                gc.DataTuple('worker_index', 0x02A1),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x261F),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x89\xD7\x1B\x72\x00\x00\x00\x00\x6D\x3F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x03\x14\x00\x0B\x16\xE0\x89\x7F\x17\xB8\x07\x00\x00\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x46\x9D\xD6\x3E\x34\x33\x32\xCC\x7C\x9B\x2B\xA0\xFD\x60\x5E\x33\x45\x16\xF0\xB8\x94\xE2\x41\xD3\x8E\x37\x0D\x7C\x71\x20\xA3\x87\xD7\x66\xA6\x5B\x30\x4A\x80\x47\x7C\xD1\xAC\x91\xB0\xE1\x95\x8C\x7A\xE5\x67\x6A\xB1\x53\x53\xBC\xCE\x23\xEF\x9B\xDC\xC2\xB9\x5A\xB9\xE4\x35\x67\x5D\xD5\xC4\xB7\x50\x6B\xE8\x1D\x07\xC8\x46\x36'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test16(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x1B6205F0), ('P4rIngress.bitmap_seq.seq', 0x552D3F53)], 9563)
        self.setRegisterValue('P4rIngress.rounds', 0x552D3F53, 9563)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 9563)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 9563)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 9563)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 9563)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 9563)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 9563)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 9563)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 9563)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 9563)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 9563)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 9563)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 9563)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 9563)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 9563)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 9563)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 9563)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 9563)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 9563)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 9563)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 9563)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 9563)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 9563)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 9563)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 9563)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 9563)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 9563)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 9563)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 9563)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 9563)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 9563)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 9563)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 9563)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 9563)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 9563)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xCF75),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000350),
                gc.DataTuple('slot_count', 0x00001994),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x36379FAD),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x017),
                gc.KeyTuple('src_addr', 0x555040D6),
                gc.KeyTuple('src_port', 0x1D84),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xCF75),
                gc.DataTuple('rank', 0x001C),
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
        ig_port = 23
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x55\x50\x40\xD6\x00\x00\x00\x00\x1D\x84\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xCF\x75\x00\x1C\x36\x37\x9F\xAD\x02\x0B\x03\x00\x78\x2B\xD8\x43\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x80\x61\x8A\x45\xD3\x2A\x6A\xA2\xE2\xD8\x05\xED\x31\x16\xAF\x8E\x1F\x97\xEB\x30\x7A\x34\x24\x00\x34\x07\x11\x30\x12\x7D\x2F\x95\x1D\x4C\x1D\xE8\xDD\x4D\x88\xF9\x92\xCC\x71\x53\xE6\xB9\x98\x4C\x16\x36\x43\x05\x6D\x77\x3F\x2C\x74\x82\x2E\x1E\xCC\xE1\x3E\x0D\x96\x0E\x92\xED\x69\x33\x52\x50\x5F\x74\xFC\x55\xDB\xEB\xCF\x69\x05\xC0\x0B\x4C\x96\xA5\x91\xAA\x1E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x55\x50\x40\xD6\xBE\xEF\x1D\x84\x01\x20\x00\x00\x50\x34\x02\x82\xCF\x75\x00\x1C\x36\x37\x9F\xAD\x02\x0B\x01\x00\x78\x2B\xD8\x43\x00\x40\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x80\x61\x8A\x45\xD3\x2A\x6A\xA2\xE2\xD8\x05\xED\x31\x16\xAF\x8E\x1F\x97\xEB\x30\x7A\x34\x24\x00\x34\x07\x11\x30\x12\x7D\x2F\x95\x1D\x4C\x1D\xE8\xDD\x4D\x88\xF9\x92\xCC\x71\x53\xE6\xB9\x98\x4C\x16\x36\x43\x05\x6D\x77\x3F\x2C\x74\x82\x2E\x1E\xCC\xE1\x3E\x0D\x96\x0E\x92\xED\x69\x33\x52\x50\x5F\x74\xFC\x55\xDB\xEB\xCF\x69\x05\xC0\x0B\x4C\x96\xA5\x91\xAA\x1E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test17(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xBDA10A9B), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 15631)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 15631)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xABF8),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000010F),
                gc.DataTuple('slot_count', 0x00001D41),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBEED0BBC),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0x72E5C22B),
                gc.KeyTuple('src_port', 0x7C69),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xABF8),
                gc.DataTuple('rank', 0x0019),
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
        ig_port = 2
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x72\xE5\xC2\x2B\x00\x00\x00\x00\x7C\x69\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xAB\xF8\x00\x19\xBE\xED\x0B\xBC\x1C\x00\x01\x00\xAE\xDE\xBF\xFF\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x5C\x6D\xB9\xF6\xB3\x74\xFC\x81\x0F\x14\xDB\x7A\x5D\xB1\xC4\xA5\xC1\x44\x5E\xD4\xE5\x81\x77\x46\x0B\x38\xAF\xD0\xD6\x15\x36\x03\xFA\xF2\x92\x91\x58\x5F\x41\x23\x46\x77\x0A\x56\x4F\x21\xE6\xE8\x93'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test18(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xDC58),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000059E),
                gc.DataTuple('slot_count', 0x00000B16),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7D4B1AE9),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02D),
                gc.KeyTuple('src_addr', 0x6066D993),
                gc.KeyTuple('src_port', 0x3427),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xDC58),
                gc.DataTuple('rank', 0x001A),
                gc.DataTuple('worker_index', 0x0093),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x4149),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x60\x66\xD9\x93\x00\x00\x00\x00\x34\x27\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xDC\x58\x00\x1A\x7D\x4B\x1A\xE9\x07\xC1\x01\x00\x00\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test19(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x3E66AA2C), ('P4rIngress.bitmap_seq.seq', 0x78A794DE)], 13570)
        self.setRegisterValue('P4rIngress.rounds', 0x78A794DE, 13570)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 13570)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13570)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 13570)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 13570)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 13570)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 13570)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 13570)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 13570)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 13570)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 13570)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 13570)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 13570)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 13570)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 13570)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 13570)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 13570)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 13570)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 13570)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 13570)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 13570)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 13570)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 13570)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 13570)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 13570)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 13570)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 13570)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 13570)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 13570)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 13570)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 13570)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 13570)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 13570)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 13570)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 13570)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD9C3),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000083F),
                gc.DataTuple('slot_count', 0x000017C1),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xDC09C6B4),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x035),
                gc.KeyTuple('src_addr', 0x1FEF6F35),
                gc.KeyTuple('src_port', 0x1FCF),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD9C3),
                gc.DataTuple('rank', 0x001B),
                gc.DataTuple('worker_index', 0x0208),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1F\xEF\x6F\x35\x00\x00\x00\x00\x1F\xCF\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xD9\xC3\x00\x1B\xDC\x09\xC6\xB4\x0C\xC3\x05\x00\x9F\xD8\xA9\x7B\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x65\x14\xEB\xC3\xFC\xA8\x48\xC4\xC1\x3E\x9A\x15\xF5\x6D\x5B\x5E\x07\x1C\xCF\x22\x5C\x6B\xA4\x16\x1D\x03\xF9\xF5\x92\xD2\x45\x58\x75\x65\xBF\xB0\x95\x7E\x63\x81\x11\x14\xE3\xA0\xAE\x15\xBC\x1A\x04\xB1\x72\xA4\x9A\x7E\xA0\x0E\x14\x11\x29\xF4\xBC\x40\x23\xC7\x24\xB7\x5F\x77\x02\xE3\x44\x52\xA0\x62\x0D\x61\xA8\x04\x50\xF0\xD2\xF2\x4F\x80\xD1\x59\x44\xE6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test20(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xDBD10D95), ('P4rIngress.bitmap_seq.seq', 0xA9B8E812)], 11182)
        self.setRegisterValue('P4rIngress.rounds', 0xA9B8E812, 11182)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA51A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000008AE),
                gc.DataTuple('slot_count', 0x00000793),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC997020E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02B),
                gc.KeyTuple('src_addr', 0xD4D90CED),
                gc.KeyTuple('src_port', 0x95A6),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xA51A),
                gc.DataTuple('rank', 0x0016),
                gc.DataTuple('worker_index', 0x004F),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD4\xD9\x0C\xED\x00\x00\x00\x00\x95\xA6\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xA5\x1A\x00\x16\xC9\x97\x02\x0E\x03\x00\x01\x00\x31\x64\x2E\xC0\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xCB\xE3\xE1\xF0\x5C\xE7\xC8\x6D\x7D\xC6\xB6\x00\x72\xF3\x81\x6F\x95\x47\xDA\xF5\x60\x00\xC5\xC8\xFE\x1B\x30\xA9\xAD\x89\xE3\x7A\x4C\x9B\xDB\x2C\xB2\x02\xA7\x3B\x67\xB0\x28\x60\x76\x9E\x56\xE7\xBD\xB8\x16\x3D\x85\x20\x2A\x08\x84\x09\x94\xE0\xA2\xC6\x1C\xA1\x07\xA7\x58\x36\x3A\x09\x7C\xD5\x21\xFE\x8E\xB0\xF6\xE7\x99\x83\x07\xC7\x8D\x53\x07\x67\x03\x32\x28\xFD\xCF\xB4\x59\xCD\x9C\x1C\xC0\x16\x14\xE8\xAD\x79\x58\x52\x44\xAB\xC2\x33\x4C\x7A\x62\xF5\xB4\x95\xD9\xB1\x79\x73\x38\xE2\x8B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test21(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x47ABCEF6), ('P4rIngress.bitmap_seq.seq', 0xA5306ED8)], 16247)
        self.setRegisterValue('P4rIngress.rounds', 0xA5306ED8, 16247)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 16247)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 16247)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 16247)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 16247)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 16247)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 16247)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 16247)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 16247)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 16247)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 16247)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 16247)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 16247)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 16247)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 16247)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 16247)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 16247)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 16247)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 16247)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 16247)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 16247)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 16247)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 16247)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 16247)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 16247)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 16247)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 16247)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 16247)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 16247)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 16247)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 16247)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 16247)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 16247)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 16247)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 16247)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5A37),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000233),
                gc.DataTuple('slot_count', 0x00001DB5),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4B7DED35),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01D),
                gc.KeyTuple('src_addr', 0x4F1D100C),
                gc.KeyTuple('src_port', 0xDE33),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5A37),
                gc.DataTuple('rank', 0x0012),
                gc.DataTuple('worker_index', 0x00E3),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x4F\x1D\x10\x0C\x00\x00\x00\x00\xDE\x33\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x5A\x37\x00\x12\x4B\x7D\xED\x35\x1D\x44\x07\x00\x15\x3F\x98\x33\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xA5\xD1\x3B\x05\x43\xA8\xFF\xE1\xD9\x08\xC3\xA0\x25\x94\x2F\x4A\xDF\xDF\xE7\xA0\xD0\x07\x3F\x43\xE3\xAE\x10\x42\x1E\x94\xBC\xB3\x7D\x5C\xF4\x1F\x2C\x65\xEB\x63\xA3\x99\x5E\x72\x3F\xF6\x36\xCB\x92\xE0\x18\x1C\x66\x9F\xA9\x26\xFF\xF0\xDE\x72\xE8\xC7\x70\x71\x43\xB9\x80\xF5\xBB\x57\x45\x9F\xBE\xCD\x63\xFE\xB6\x0C\x1F\x01\xDC\x76\xEC\xA1\xFD\x6D\xB3\xD4\x8E\x18\x5E\xA6\xE7\xE3\x21\x9B\xB2\x2D\x68\xD5\x9F\x5B\xE4\x26\xD6\x7A\x50\x74\x30\x08\xA1\x0D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test22(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3F44),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000048E),
                gc.DataTuple('slot_count', 0x00000EF6),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE6842733),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x001),
                gc.KeyTuple('src_addr', 0xF90CDB88),
                gc.KeyTuple('src_port', 0x104F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3F44),
                gc.DataTuple('rank', 0x0012),
                gc.DataTuple('worker_index', 0x0100),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0xA942),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF9\x0C\xDB\x88\x00\x00\x00\x00\x10\x4F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x3F\x44\x00\x12\xE6\x84\x27\x33\x06\x02\x05\x00\x00\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xB0\x83\xE5\x3D\x33\x8E\xFA\xF0\xC1\xE3\x08\x12\x86\xDC\x07\x7D\xF6\xE3\x0D\x38\x21\x53\x74\x11\x68\x4E\x48\xCB\x20\x85\xA5\x26\x99\x24\xD9\x70\x39\x06\xFC\x4B\xAA\xA6\x69\xE9\x73\xE4\x19\xD1\x66\x7B\xFC\x7F\x58\xB7\x85\x5C\x2D\x4E\x39\xF0\xF9\x07\xEC\x46\x20\xD7\xAD\x2F\x7D\xF0\x5A\xDD\x3E\x3A\x85\xD8\x44\x83\x25\x9D\x3E\x0B\x7A\x69\x23\x6E\xFF\xE8\x2E\xEB\xC7\xD3\x9B\x5D\xD6\xA7\xF9\x1F\xD0\xD1\x15\xE9\x28\x68\x98\xC5\xB6\x75\x29'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test23(AbstractTest):
    # Current statement coverage: 0.56

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xEE140986), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 9281)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 9281)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1E), ('P4rIngress.count_exp.exponent', 0x00)], 9281)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 9281)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 9281)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 9281)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 9281)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 9281)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 9281)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 9281)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 9281)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 9281)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 9281)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 9281)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 9281)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 9281)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 9281)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 9281)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 9281)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 9281)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 9281)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 9281)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 9281)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 9281)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 9281)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 9281)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 9281)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 9281)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 9281)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 9281)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 9281)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 9281)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 9281)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 9281)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 9281)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 9281)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8BF4),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000441),
                gc.DataTuple('slot_count', 0x000018E7),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2C6924F9),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x005),
                gc.KeyTuple('src_addr', 0xFCCAF90F),
                gc.KeyTuple('src_port', 0x138B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8BF4),
                gc.DataTuple('rank', 0x0019),
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
        ig_port = 5
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFC\xCA\xF9\x0F\x00\x00\x00\x00\x13\x8B\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x8B\xF4\x00\x19\x2C\x69\x24\xF9\x00\x00\x03\x00\x00\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x95\x2C\xBA\x75\xA4\x2D\x94\xE7\x9C\x84\xDE\x3B\x57\xC7\x54\xD8\xB8\x7F\x4B\xC8\x26\x23\x82\xCD\x25\xAA\x02\xA0\x1F\x0D\x38\x5C\x27\x3A\x93\x88\x6A\x46\x85\x36\xD6\x0E\x95\x38\x17\x66\x2E\xEA\xC6\x59\x57\x40\x45\x7A\x7B\xB8\xC7\x93\x00\x05\xA9\xE1\x17\xF4\x5F\x3D\x87\xF2\x21\x29\x11\x0C\x67\xB3\xAE\x2E\x2B\x70\x7C\xCF\x25\x2F\x64\xB4\xA6\x2A\xB4\x4F\x77\xD0\xFC\x69\xA1\xF3\xFF\xBC\xF6\x69\xE0\xCC\x95\x1A\x1D\x2C\x4A\x9B\x6A\x85\xFB\xDB\x41\xD1\x95\x2C\xBD\x74\xDA\x26\xB2\x29\x80\x50\x7A\xFC\x7C\x5B\x3D\xB1\x09'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xFC\xCA\xF9\x0F\xBE\xEF\x13\x8B\x01\x20\x00\x00\x50\x34\x02\xC2\x8B\xF4\x00\x19\x2C\x69\x24\xF9\x00\x00\x01\x00\x00\x00\x00\x00\x00\x40\x00\x1E\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x95\x2C\xBA\x75\xA4\x2D\x94\xE7\x9C\x84\xDE\x3B\x57\xC7\x54\xD8\xB8\x7F\x4B\xC8\x26\x23\x82\xCD\x25\xAA\x02\xA0\x1F\x0D\x38\x5C\x27\x3A\x93\x88\x6A\x46\x85\x36\xD6\x0E\x95\x38\x17\x66\x2E\xEA\xC6\x59\x57\x40\x45\x7A\x7B\xB8\xC7\x93\x00\x05\xA9\xE1\x17\xF4\x5F\x3D\x87\xF2\x21\x29\x11\x0C\x67\xB3\xAE\x2E\x2B\x70\x7C\xCF\x25\x2F\x64\xB4\xA6\x2A\xB4\x4F\x77\xD0\xFC\x69\xA1\xF3\xFF\xBC\xF6\x69\xE0\xCC\x95\x1A\x1D\x2C\x4A\x9B\x6A\x85\xFB\xDB\x41\xD1\x95\x2C\xBD\x74\xDA\x26\xB2\x29\x80\x50\x7A\xFC\x7C\x5B\x3D\xB1\x09'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test24(AbstractTest):
    # Current statement coverage: 0.56

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3128),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000064F),
                gc.DataTuple('slot_count', 0x0000196B),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEE2F2E5B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x025),
                gc.KeyTuple('src_addr', 0x8AE87A2C),
                gc.KeyTuple('src_port', 0x76DC),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3128),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x0079),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x04C7),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8A\xE8\x7A\x2C\x00\x00\x00\x00\x76\xDC\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x31\x28\x00\x0D\xEE\x2F\x2E\x5B\x10\xCB\x01\x00\x00\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xB0\x91\x17\x81\x28\x2B\x13\x04\xA0\x4C\x59\x50\x00\x17\x34\x23\xBE\xDF\xB9\x1F\xF4\x5E\xD0\xDE\xC6\x41\xC1\x76\xBF\x62\x26\x40\xD6\x95\x34\xC1\x40\x91\x14\x09\x7E\x98\xDA\x86\x1E\x0E\xA0\xA2\xB1\x40\xB2\x56\xB5\x91\xB1\x76\x81\xEE\x46\x38\x61\x45\x3C\x2A\x70\x2D\x28\xFC\x00\x8D\xDC\xFE\x72\xB6\x8F\x51\xE8\x6D\xC0\x50\x21\xBA\x37\xC2\x1E\x86\x37\x1C\xA5\x76\x6B\x02\xC9\x9A\xA9\x51\xE9\xA5\xEC\x23\x3D\xDD\x81\x9D\x11\xE2\xE5\x75\x18\x7D\x19\x70\x95\xF3\x63\x77\xF8\x06\xE9\x95\xD5\x0E\x0C\xBA\xE7\x41\xE3\x35\x96\xCF\x7F\x7D\xF8\x6A\xFA\xC5\x87\x67\xE5\x5A\x5E\x9B\x52\xFA\xFC\x45\x1A\x03\x5C\xE7\x76\x54\x1C\x09\xB5\x7A\x14\xF5\xFA\x0E\x69\x43\x0C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test25(AbstractTest):
    # Current statement coverage: 0.56

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xA1FE0085), ('P4rIngress.bitmap_seq.seq', 0x621890AC)], 11823)
        self.setRegisterValue('P4rIngress.rounds', 0x621890AC, 11823)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 11823)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11823)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 11823)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 11823)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 11823)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 11823)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 11823)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 11823)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 11823)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 11823)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 11823)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 11823)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 11823)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 11823)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 11823)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 11823)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 11823)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 11823)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 11823)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 11823)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 11823)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 11823)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 11823)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 11823)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 11823)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 11823)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 11823)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 11823)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 11823)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 11823)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 11823)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 11823)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 11823)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 11823)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7BDC),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E2F),
                gc.DataTuple('slot_count', 0x0000072D),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCB82159E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x020),
                gc.KeyTuple('src_addr', 0x0D3C3D88),
                gc.KeyTuple('src_port', 0xCDF2),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7BDC),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x0014),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0D\x3C\x3D\x88\x00\x00\x00\x00\xCD\xF2\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x7B\xDC\x00\x07\xCB\x82\x15\x9E\x00\x00\x05\x00\xA5\xEB\x8D\xB1\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xEE\xA8\x84\xE2\x94\x26\xDC\xE7\xC8\x59\x05\xDD\xC4\x01'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x0D\x3C\x3D\x88\xBE\xEF\xCD\xF2\x01\x20\x00\x00\x50\x34\x02\x82\x7B\xDC\x00\x07\xCB\x82\x15\x9E\x00\x00\x01\x00\xA5\xEB\x8D\xB1\x00\x40\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xEE\xA8\x84\xE2\x94\x26\xDC\xE7\xC8\x59\x05\xDD\xC4\x01'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test26(AbstractTest):
    # Current statement coverage: 0.56

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xF2EF8EEC), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 12239)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 12239)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xEB), ('P4rIngress.count_exp.exponent', 0x00)], 12239)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12239)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 12239)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 12239)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 12239)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 12239)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 12239)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 12239)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 12239)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 12239)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 12239)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 12239)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 12239)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 12239)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 12239)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 12239)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 12239)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 12239)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 12239)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 12239)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 12239)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 12239)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 12239)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 12239)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 12239)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 12239)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 12239)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 12239)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 12239)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 12239)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 12239)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 12239)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 12239)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 12239)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x01B5),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E98),
                gc.DataTuple('slot_count', 0x00000B5E),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1E7F06A3),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x024),
                gc.KeyTuple('src_addr', 0xAF339211),
                gc.KeyTuple('src_port', 0x54A7),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x01B5),
                gc.DataTuple('rank', 0x0006),
                gc.DataTuple('worker_index', 0x0159),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAF\x33\x92\x11\x00\x00\x00\x00\x54\xA7\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x01\xB5\x00\x06\x1E\x7F\x06\xA3\x01\x37\x07\x00\xFF\xFF\xFF\xFF\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC6\x17\x9D\xA2\xAA\xDF\x4A\x23\x67\xD2\x3F\xF7\x75\x51\xBF\x50\x6A\xB1\x3F\x36\x2E\x52\x31\xED\xFA\x1E\x02\xC1\xF0\xB3\xDB\x17\x91\x76\x3F\x5D\xE6\x61\x5A\x38\xD4\x01\x8C\x51\xCA\xC5\xAB\xF6\x7B\xA9\xCE\x3C\x8B\x2B\x8F\x7E\xE4\xA0\x6C\x3A\x5F\xFA\x46\x2C\xB6\xB2\x3F\x8E\x0C\x32\x94\x18\x8C\x70\xD0\x17\x48\x07\xAC\x77\x7F\xE5\x75\x46\x1A\x9E\xA6\x2E\xF8\x20\x9F\x61\xF7\x01\xD4\x95\x10\xEE\x90\x7A\x2F\xF3\xDB\xFC\x40\x7F\x55\xE4\x11\x62\x7C\x03\x80\xA4\x1A\xCB\x8F\xE0\x01\x57\x65\xE6\xCE\xC5\x5D\x25\xA4\xF4\xD9\x0F\x22\x75\x8C\x7F\xEA\x2F\x97\x62\x93\xE9\x05\x27\x73\x01\xD5\xD3\xC0\xEC\x9D\xDA\xAF\xD2\xA9\xEC\xB2\xAC\x01\xD8\xAC\x26\xFB\xCD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xAF\x33\x92\x11\xBE\xEF\x54\xA7\x01\x20\x00\x00\x50\x34\x02\x83\x01\xB5\x00\x06\x1E\x7F\x06\xA3\x01\x37\x01\x00\xFF\xFF\xFF\xFF\x00\x40\x00\xEB\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC6\x17\x9D\xA2\xAA\xDF\x4A\x23\x67\xD2\x3F\xF7\x75\x51\xBF\x50\x6A\xB1\x3F\x36\x2E\x52\x31\xED\xFA\x1E\x02\xC1\xF0\xB3\xDB\x17\x91\x76\x3F\x5D\xE6\x61\x5A\x38\xD4\x01\x8C\x51\xCA\xC5\xAB\xF6\x7B\xA9\xCE\x3C\x8B\x2B\x8F\x7E\xE4\xA0\x6C\x3A\x5F\xFA\x46\x2C\xB6\xB2\x3F\x8E\x0C\x32\x94\x18\x8C\x70\xD0\x17\x48\x07\xAC\x77\x7F\xE5\x75\x46\x1A\x9E\xA6\x2E\xF8\x20\x9F\x61\xF7\x01\xD4\x95\x10\xEE\x90\x7A\x2F\xF3\xDB\xFC\x40\x7F\x55\xE4\x11\x62\x7C\x03\x80\xA4\x1A\xCB\x8F\xE0\x01\x57\x65\xE6\xCE\xC5\x5D\x25\xA4\xF4\xD9\x0F\x22\x75\x8C\x7F\xEA\x2F\x97\x62\x93\xE9\x05\x27\x73\x01\xD5\xD3\xC0\xEC\x9D\xDA\xAF\xD2\xA9\xEC\xB2\xAC\x01\xD8\xAC\x26\xFB\xCD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test27(AbstractTest):
    # Current statement coverage: 0.56

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x8B23271A), ('P4rIngress.bitmap_seq.seq', 0xA1410920)], 12163)
        self.setRegisterValue('P4rIngress.rounds', 0xA1410920, 12163)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 12163)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12163)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 12163)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 12163)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 12163)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 12163)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 12163)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 12163)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 12163)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 12163)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 12163)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 12163)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 12163)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 12163)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 12163)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 12163)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 12163)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 12163)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 12163)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 12163)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 12163)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 12163)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 12163)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 12163)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 12163)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 12163)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 12163)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 12163)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 12163)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 12163)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 12163)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 12163)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 12163)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 12163)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2EA2),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002B2),
                gc.DataTuple('slot_count', 0x00000DB2),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBDCBBEEF),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x026),
                gc.KeyTuple('src_addr', 0x540424B3),
                gc.KeyTuple('src_port', 0x7AE0),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2EA2),
                gc.DataTuple('rank', 0x0008),
                gc.DataTuple('worker_index', 0x02B7),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x54\x04\x24\xB3\x00\x00\x00\x00\x7A\xE0\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x2E\xA2\x00\x08\xBD\xCB\xBE\xEF\x0C\xD1\x07\x00\xD2\xA0\x5B\x15\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x9E\x6F\x70\x36\x15\x7C\x18\x2B\x2E\xD5\xB8\xFE\xAA\x79\x4D\x63\x6F\x4D\xF4\xE4\x05\x11\xC9\xBC\xD2\x8D\xCB\x61\xD2\x84\x87\x98\xD9\xB6\x18\xB5\x58\xA7\xAB\x88\x97\xEA\xD6\x5F\x4A\x9A\x0F\xD9\xBD\x35\x26\xF4\x88\xAF\x8D\x8C\x0B\x3B\x50\xD7\xB1\x2B\x07\xB4\xAE\x14\x9D\x95\x4C\xB0\xA8\xC7\x6D\xCC\xBE\x27\xB7\xA8\xF9\xE3\x08\xAC\xB0\x3A\x5C\xEB\xB2\xD2\x38\x1C\x65\x46\xFA\x2F\x4C\x21\x9B\x06\xD1\x15\xD3\xBB\xE3\xB0\x19\x60\x88\x7C\x36\x7E\x46\xD4\x44\x24\x7C\x14\xE9\x45\xCF\x97\xCE\x32\xEE\x40\x54\x8A\x92\x26\x81'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x54\x04\x24\xB3\xBE\xEF\x7A\xE0\x01\x20\x00\x00\x50\x34\x02\x82\x2E\xA2\x00\x08\xBD\xCB\xBE\xEF\x0C\xD1\x01\x00\xD2\xA0\x5B\x15\x00\x40\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x9E\x6F\x70\x36\x15\x7C\x18\x2B\x2E\xD5\xB8\xFE\xAA\x79\x4D\x63\x6F\x4D\xF4\xE4\x05\x11\xC9\xBC\xD2\x8D\xCB\x61\xD2\x84\x87\x98\xD9\xB6\x18\xB5\x58\xA7\xAB\x88\x97\xEA\xD6\x5F\x4A\x9A\x0F\xD9\xBD\x35\x26\xF4\x88\xAF\x8D\x8C\x0B\x3B\x50\xD7\xB1\x2B\x07\xB4\xAE\x14\x9D\x95\x4C\xB0\xA8\xC7\x6D\xCC\xBE\x27\xB7\xA8\xF9\xE3\x08\xAC\xB0\x3A\x5C\xEB\xB2\xD2\x38\x1C\x65\x46\xFA\x2F\x4C\x21\x9B\x06\xD1\x15\xD3\xBB\xE3\xB0\x19\x60\x88\x7C\x36\x7E\x46\xD4\x44\x24\x7C\x14\xE9\x45\xCF\x97\xCE\x32\xEE\x40\x54\x8A\x92\x26\x81'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test28(AbstractTest):
    # Current statement coverage: 0.56

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x64DA6890), ('P4rIngress.bitmap_seq.seq', 0xE2828530)], 13163)
        self.setRegisterValue('P4rIngress.rounds', 0xE2828530, 13163)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x94), ('P4rIngress.count_exp.exponent', 0x00)], 13163)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13163)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 13163)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 13163)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 13163)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 13163)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 13163)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 13163)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 13163)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 13163)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 13163)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 13163)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 13163)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 13163)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 13163)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 13163)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 13163)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 13163)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 13163)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 13163)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 13163)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 13163)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 13163)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 13163)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 13163)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 13163)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 13163)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 13163)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 13163)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 13163)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 13163)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 13163)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 13163)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 13163)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8F92),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F6B),
                gc.DataTuple('slot_count', 0x00000792),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0C44877B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x030),
                gc.KeyTuple('src_addr', 0x9345EDED),
                gc.KeyTuple('src_port', 0x5D32),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8F92),
                gc.DataTuple('rank', 0x0016),
                gc.DataTuple('worker_index', 0x026A),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x93\x45\xED\xED\x00\x00\x00\x00\x5D\x32\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x8F\x92\x00\x16\x0C\x44\x87\x7B\x04\x00\x03\x00\xE2\x82\x85\x30\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x33\x30\xE8\x4C\xD2\x1C\x81\x15\x13\x52\xB6\x65\x25\x11\x83\x77\x40\xAA\x0B\x31\x37\x4C\x1F\xBF\xC6\x7B\xC3\xD5\xD4\x5C\x1A\xCA\x7D\xAD\x05\x0E\x5F\x42\x5B\x56\x88\xB3\x4A\xC8\x3D\x11\x42\xEC\xE8\xBA\xBB\x6C\xF1\x97\x4B\x13\x75\xE3\x61\xF1\xFF\xBB\xF5\x5C\x31\xA7\x62\xBB\x4A\x8F\xCA\x0B\x80\x63\xAB\x4B\xA4\xBA\x35\xED\xA2\xE7\x2B\x98\xDD\x55\xB9\x4E\x7A\x1A\x03\xA3\x62\x4D\x27\xF5\xD1\x7A\x2A\xBF\xB9\xC5\x00\xD0\x1D\xDE\x30\x99\xD8\x23\x3E\xE1\xA5\x4C\x4D\x35\xF2\x8E\xD7\xE7\x3A\x27\x70\xC1\x1A\x31\xC7\x72\xD7\xF1\x33\xA4\xD6\x58\x48\x0C\x26\x99\x01\x30\x51\x98\xD6\x58\x14\xA8\x02\xBA\xB4\xA5\x16\x54\x2D\x7F\xC1\x25\x91\x81\x48\x72\x47\xF2\xF1\x67\x79\xC6\xA8\x88\x5D\x89\xBD\x6E\x61\xED\x6F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x93\x45\xED\xED\xBE\xEF\x5D\x32\x01\x20\x00\x00\x50\x34\x02\x83\x8F\x92\x00\x16\x0C\x44\x87\x7B\x04\x00\x01\x00\xE2\x82\x85\x30\x00\x40\x00\x94\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x33\x30\xE8\x4C\xD2\x1C\x81\x15\x13\x52\xB6\x65\x25\x11\x83\x77\x40\xAA\x0B\x31\x37\x4C\x1F\xBF\xC6\x7B\xC3\xD5\xD4\x5C\x1A\xCA\x7D\xAD\x05\x0E\x5F\x42\x5B\x56\x88\xB3\x4A\xC8\x3D\x11\x42\xEC\xE8\xBA\xBB\x6C\xF1\x97\x4B\x13\x75\xE3\x61\xF1\xFF\xBB\xF5\x5C\x31\xA7\x62\xBB\x4A\x8F\xCA\x0B\x80\x63\xAB\x4B\xA4\xBA\x35\xED\xA2\xE7\x2B\x98\xDD\x55\xB9\x4E\x7A\x1A\x03\xA3\x62\x4D\x27\xF5\xD1\x7A\x2A\xBF\xB9\xC5\x00\xD0\x1D\xDE\x30\x99\xD8\x23\x3E\xE1\xA5\x4C\x4D\x35\xF2\x8E\xD7\xE7\x3A\x27\x70\xC1\x1A\x31\xC7\x72\xD7\xF1\x33\xA4\xD6\x58\x48\x0C\x26\x99\x01\x30\x51\x98\xD6\x58\x14\xA8\x02\xBA\xB4\xA5\x16\x54\x2D\x7F\xC1\x25\x91\x81\x48\x72\x47\xF2\xF1\x67\x79\xC6\xA8\x88\x5D\x89\xBD\x6E\x61\xED\x6F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test29(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x7D27B369), ('P4rIngress.bitmap_seq.seq', 0x9B9FB6C3)], 13309)
        self.setRegisterValue('P4rIngress.rounds', 0x9B9FB6C3, 13309)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x28), ('P4rIngress.count_exp.exponent', 0x39)], 13309)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13309)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x16B2F16C), ('P4rIngress.values_v00000.hi', 0x07B5798F)], 13309)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xBA4A3B19), ('P4rIngress.values_v00001.hi', 0xAE2F9139)], 13309)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x74757515), ('P4rIngress.values_v00010.hi', 0xAF4BA29D)], 13309)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xF69EAB5F), ('P4rIngress.values_v00011.hi', 0x8DBD0CA5)], 13309)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0xEF00B9A6), ('P4rIngress.values_v00100.hi', 0xE976A8CA)], 13309)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x388EAF5A), ('P4rIngress.values_v00101.hi', 0x3D0E4A7A)], 13309)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x4D2EAB67), ('P4rIngress.values_v00110.hi', 0x8E1AAE13)], 13309)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x168470D7), ('P4rIngress.values_v00111.hi', 0x5F4BFC9C)], 13309)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6B755156), ('P4rIngress.values_v01000.hi', 0x512C558C)], 13309)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x8E5B96E4), ('P4rIngress.values_v01001.hi', 0x7BED4F0F)], 13309)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xA4178E1F), ('P4rIngress.values_v01010.hi', 0x456E5978)], 13309)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xE1794D88), ('P4rIngress.values_v01011.hi', 0x596A16C6)], 13309)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x36B2C06D), ('P4rIngress.values_v01100.hi', 0x1E234301)], 13309)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xAF25547B), ('P4rIngress.values_v01101.hi', 0x5A9D0E78)], 13309)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x4141CE74), ('P4rIngress.values_v01110.hi', 0x69B515D3)], 13309)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xB6A5CAFE), ('P4rIngress.values_v01111.hi', 0x7FC0BE5B)], 13309)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x641DCB7A), ('P4rIngress.values_v10000.hi', 0x24B9D6A1)], 13309)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x235AECF0), ('P4rIngress.values_v10001.hi', 0x3AC4AFC9)], 13309)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x35B7BCC7), ('P4rIngress.values_v10010.hi', 0x67A341BC)], 13309)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xBA2C78F3), ('P4rIngress.values_v10011.hi', 0xAA66A035)], 13309)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x1AEB145F), ('P4rIngress.values_v10100.hi', 0x7469FA5E)], 13309)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xDF970D2D), ('P4rIngress.values_v10101.hi', 0x9298038A)], 13309)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x4ECD8DD2), ('P4rIngress.values_v10110.hi', 0x6C092EC6)], 13309)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xC89A2439), ('P4rIngress.values_v10111.hi', 0xC53C660F)], 13309)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x22EB5ABB), ('P4rIngress.values_v11000.hi', 0x7BD4C9BD)], 13309)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x4958B55F), ('P4rIngress.values_v11001.hi', 0x957CD18D)], 13309)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x40BA1B4F), ('P4rIngress.values_v11010.hi', 0xA2605FB9)], 13309)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x775689D1), ('P4rIngress.values_v11011.hi', 0x2319FABB)], 13309)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x7AC7519D), ('P4rIngress.values_v11100.hi', 0x9F70249B)], 13309)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x6EE7FE6F), ('P4rIngress.values_v11101.hi', 0x38360F6C)], 13309)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x40D1A914), ('P4rIngress.values_v11110.hi', 0x7D95E676)], 13309)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xF873262E), ('P4rIngress.values_v11111.hi', 0x76F7C5D4)], 13309)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB0B4),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000C50),
                gc.DataTuple('slot_count', 0x000008FE),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD678A198),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x024),
                gc.KeyTuple('src_addr', 0x5C78594C),
                gc.KeyTuple('src_port', 0x1BAF),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB0B4),
                gc.DataTuple('rank', 0x0016),
                gc.DataTuple('worker_index', 0x02DC),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5C\x78\x59\x4C\x00\x00\x00\x00\x1B\xAF\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xB0\xB4\x00\x16\xD6\x78\xA1\x98\x07\xAD\x01\x8D\x9B\x9F\xB6\xC3\x00\x40\x00\x00\x65\x10\x17\x8B\x7F\x30\x2B\x19\xB3\x62\xAB\x0B\xA3\xA4\x03\x4D\x86\xF9\x7E\x5F\xA1\x74\x2E\xED\x4C\x3F\x83\x99\xBB\x21\x0B\x87\xD3\x7F\x73\xBF\x81\x42\xEE\xB1\x0F\x97\x2A\xA2\x51\x2A\xCB\x1B\x74\x3B\x96\xC9\x1B\x9C\x93\xDD\x1A\x06\xBD\x4E\x4D\x6A\x28\x86\x4E\x66\xD4\xD4\x53\xDA\xD1\xC8\x92\xE1\x9C\x5F\x73\xAA\x26\x5A\xE4\x97\x4B\xC7\xF9\xEE\xDC\xED\x81\xD1\x63\x2A\x4C\x79\x30\xAB\x8C\x93\xF6\xFF\x67\x53\x7D\x7B\x2F\x2B\x56\xB1\x42\x97\xEB\xFA\x24\x24\x80\x8B\x44\x01\xF2\xF2\x0C\xAD\x2A\x94\x53\xF1\x56\x69\x8D\xCD\x0E\xBB\xB3\x93\x79\x6B\x78\xA1\xD6\xCC\x7C\x04\xDA\x8D\x5E\xE8\xBF\x30\x1F\x67\x75\xF9\x91\x21\x5C\x23\xBE\xE2\x3B\xE5\xD2\xA7\x9F\x50\xA4\xC6\xEE\xDE\x84\x12\x15\x49\x32\xF9\x42\xE6\x5F\x6C\xC1\x5A\x1F\x7D\x48\xDA\xA6\xF7\x35\x7A\x17\xE5\x27\x3D\x9D\x57\xCA\x91\x13\x66\xFF\xEC\x69\x77\xE7\x3F\xD8\xF3\xFE\x6F\x74\xD9\xE9\x84\x75\xF0\x59\xFF\x51\x34\x56\x46\x27\x33\xEE\xE7\x56\xD3\xE4\xA5\xB8\xF8\xF8\x4E\x45\x9E\x94\x8C\x47\xC9\xF0\x94\x4D\x88\xF3\x45\x70\x33\x8B\x4E\x1B\xF4\x22\xE7\x45\x90\x5A\x8B\x6D\x98\x06\x28\xBB\xD4\x00\xAD\xD7\x11\xD8\x0B\xF6\x71\xB1\xA8\xA4\x76\xD7\xF9\x89\x75\x15\x8E\x86\x0A\x43\xB0\xAA\x52\xFA\xBE\x35\xF3\x30\x40\xD5\x9D\x26\xA7\xC1\xA1\x32\x25\x5B\x4A\x46\xE8\x4A\x1F\x45\x7D\x49\x23\x6B\x36\x8C\x33\x88\xDE\x92\x49\x65\xEF\x43\x31\x42\xEE\x9E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test30(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x933AFB7A), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 14927)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 14927)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x07), ('P4rIngress.count_exp.exponent', 0xEC)], 14927)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14927)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x59B69883), ('P4rIngress.values_v00000.hi', 0x7D951B57)], 14927)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6567A2C7), ('P4rIngress.values_v00001.hi', 0xBC3BDC33)], 14927)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x63C8AFAE), ('P4rIngress.values_v00010.hi', 0x0CDCD283)], 14927)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x8DC1F026), ('P4rIngress.values_v00011.hi', 0x420A29A4)], 14927)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x69712E1D), ('P4rIngress.values_v00100.hi', 0x892DA96A)], 14927)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x70FFA67C), ('P4rIngress.values_v00101.hi', 0x6341C03B)], 14927)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x0DEAE62C), ('P4rIngress.values_v00110.hi', 0x1412B9E3)], 14927)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x716CB9F2), ('P4rIngress.values_v00111.hi', 0x5D86BA84)], 14927)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6B2DCDFE), ('P4rIngress.values_v01000.hi', 0x8187B5B6)], 14927)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xDE64B496), ('P4rIngress.values_v01001.hi', 0x2697F1CE)], 14927)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x2463E7B1), ('P4rIngress.values_v01010.hi', 0x5333DE2F)], 14927)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x65304078), ('P4rIngress.values_v01011.hi', 0x96DBCA77)], 14927)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4F529E01), ('P4rIngress.values_v01100.hi', 0x12F86124)], 14927)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x1B18F1E4), ('P4rIngress.values_v01101.hi', 0x394CBFDC)], 14927)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x16EE0917), ('P4rIngress.values_v01110.hi', 0x604839B9)], 14927)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x7FAF7171), ('P4rIngress.values_v01111.hi', 0x337F3F96)], 14927)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6AC63A93), ('P4rIngress.values_v10000.hi', 0xC2F7F30C)], 14927)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xF466A858), ('P4rIngress.values_v10001.hi', 0x6EE14BE3)], 14927)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xC6B4B59B), ('P4rIngress.values_v10010.hi', 0xD57559AC)], 14927)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7166953D), ('P4rIngress.values_v10011.hi', 0x59CED26E)], 14927)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xD046E1D6), ('P4rIngress.values_v10100.hi', 0xABC48BC8)], 14927)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x494C9DC7), ('P4rIngress.values_v10101.hi', 0x56386E57)], 14927)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x5868DD43), ('P4rIngress.values_v10110.hi', 0x6F8E8BBF)], 14927)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4CC1B990), ('P4rIngress.values_v10111.hi', 0x44F9972C)], 14927)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xAB99ABCF), ('P4rIngress.values_v11000.hi', 0x98B59E23)], 14927)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x1020DE5B), ('P4rIngress.values_v11001.hi', 0xB2F60743)], 14927)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x64439E9D), ('P4rIngress.values_v11010.hi', 0x8EAB4D3B)], 14927)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xBC7781CB), ('P4rIngress.values_v11011.hi', 0xCCEB1449)], 14927)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xB86C93D7), ('P4rIngress.values_v11100.hi', 0x53DDE35A)], 14927)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x64DDF50D), ('P4rIngress.values_v11101.hi', 0x7BBD161F)], 14927)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xC76AD5FC), ('P4rIngress.values_v11110.hi', 0x46E9CDFE)], 14927)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x11E01A31), ('P4rIngress.values_v11111.hi', 0x375BA568)], 14927)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3046),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD05F306C),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x013),
                gc.KeyTuple('src_addr', 0xD4CAC34A),
                gc.KeyTuple('src_port', 0x7A2B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3046),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x00D2),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD4\xCA\xC3\x4A\x00\x00\x00\x00\x7A\x2B\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x30\x46\x00\x00\xD0\x5F\x30\x6C\x1A\x4F\x07\x89\x00\x00\x00\x00\x00\x40\x00\x00\x44\x90\x1F\xE7\x41\x71\xD8\xB5\x45\x31\xB7\xBF\xAB\xF2\x66\x19\x52\x85\xA5\xB7\x8F\x50\x67\x57\x79\x5F\x0E\xF4\x4C\x0B\x2F\x84\x2D\x69\xC6\xFD\xB7\xE8\x61\x4B\x31\x7F\x36\x65\x2E\x36\x15\xFD\x03\x8E\x4C\x28\x79\x76\x6E\xEF\x35\x16\x37\xC9\x78\xA4\xC0\x9E\x2B\x29\x4D\x4B\xA7\xD2\x76\x37\xBB\x29\xAD\xCD\xB7\xB7\xFD\xEA\xAB\x62\x09\x9B\x51\x52\x12\xD3\x42\xD1\x70\x6C\x89\x0A\xDA\x52\x53\xDA\xAB\xBB\x5E\xEB\xCF\xBD\xA9\xFE\xC2\xC5\xAE\x60\xB9\x04\x73\x28\x51\x7B\x32\x4D\x5B\xF5\x18\x24\x21\x27\xAF\x00\xC8\x36\x4C\x40\x99\xBA\xDC\xE5\x62\xAA\xB4\x64\x2C\x3A\xCE\x30\xD9\x5B\x70\x28\xE2\xD7\x15\x55\x54\x67\x24\x14\x26\x53\x49\x68\xF5\x78\xEC\x5C\x3E\xCB\xB9\x84\xA7\x5B\x7B\xD6\x3B\x0D\x43\x21\xF9\x09\x54\x91\xA6\xF3\xED\x74\x9B\xDC\x4E\x75\x2C\x95\x6E\x5B\xDA\xAF\xA3\x5D\x59\xED\xB2\xC2\xAB\x5F\x7A\x37\x82\xF8\x88\xE7\x6F\xF6\xB4\xFA\xFD\xDE\xC2\x20\x95\xB7\x95\xB4\xB1\x2B\xD4\x2E\xC4\x4A\x09\x6E\xAB\xB1\x5B\xF3\xA2\x1E\x3A\x51\xD7\xD8\x12\xD1\xFA\xE5\x63\x22\x54\x41\x6C\x13\x8D\xFE\x96\x3D\xF8\xDD\x4A\xD9\xD1\x90\xB7\x48\x37\xB5\x75\x0C\xF2\x03\x9B\x8D\x71\x22\x57\xE2\xAA\x24\xF1\xDA\xB0\x8F\xD4\x37\x39\x1A\x7C\x53\x5F\x37\xD5\x69\xF2\x4B\x51\xB8\x29\xF0\x78\x03\xDF\xF7\x09\x83\x92\xE4\x95\x27\x26\x30\x86\x75\xC0\x89\x50\x78\x63\x81\x78\x4F\x1E\x62\xF8\x20\xB9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD4\xCA\xC3\x4A\xBE\xEF\x7A\x2B\x01\x20\x00\x00\x50\x34\x02\x82\x30\x46\x00\x00\xD0\x5F\x30\x6C\x1A\x4F\x01\x89\x00\x00\x00\x00\x00\x40\x00\x08\x7F\xFF\xFF\xFF\x41\x71\xD8\xB5\x7F\xFF\xFF\xFF\xAB\xF2\x66\x19\x7F\xFF\xFF\xFF\x8F\x50\x67\x57\x07\x20\xFF\x1A\x4C\x0B\x2F\x84\x7F\xFF\xFF\xFF\xB7\xE8\x61\x4B\x7F\xFF\xFF\xFF\x2E\x36\x15\xFD\x11\x79\x32\x54\x79\x76\x6E\xEF\x7F\xFF\xFF\xFF\x78\xA4\xC0\x9E\x7F\xFF\xFF\xFF\xA7\xD2\x76\x37\x99\x8E\x62\x63\xB7\xB7\xFD\xEA\xCF\xC5\xF1\x4C\x51\x52\x12\xD3\x7F\xFF\xFF\xFF\x89\x0A\xDA\x52\x7F\xFF\xFF\xFF\x5E\xEB\xCF\xBD\xC5\x17\xB4\xA9\xAE\x60\xB9\x04\x7F\xFF\xFF\xFF\x32\x4D\x5B\xF5\x7F\xFF\xFF\xFF\xAF\x00\xC8\x36\x7F\xFF\xFF\xFF\xDC\xE5\x62\xAA\xA8\xCA\xD4\x92\xCE\x30\xD9\x5B\x36\xDD\x98\x72\x15\x55\x54\x67\x7F\xFF\xFF\xFF\x49\x68\xF5\x78\xBC\xA3\x20\xA1\xB9\x84\xA7\x5B\x7F\xFF\xFF\xFF\x43\x21\xF9\x09\x7F\xFF\xFF\xFF\xED\x74\x9B\xDC\x7F\xFF\xFF\xFF\x6E\x5B\xDA\xAF\x80\x00\x00\x00\xB2\xC2\xAB\x5F\x7F\xFF\xFF\xFF\x88\xE7\x6F\xF6\x19\x3E\x9C\x7B\xC2\x20\x95\xB7\x80\x00\x00\x00\xD4\x2E\xC4\x4A\xC1\xDB\x3F\x88\x5B\xF3\xA2\x1E\x7F\xFF\xFF\xFF\x12\xD1\xFA\xE5\x2A\x8D\x2A\x3D\x6C\x13\x8D\xFE\xA8\x1E\x13\x0E\x4A\xD9\xD1\x90\xB7\x48\x37\xB5\x75\x0C\xF2\x03\x9B\x8D\x71\x22\x57\xE2\xAA\x24\xF1\xDA\xB0\x8F\xD4\x37\x39\x1A\x7C\x53\x5F\x37\xD5\x69\xF2\x4B\x51\xB8\x29\xF0\x78\x03\xDF\xF7\x09\x83\x92\xE4\x95\x27\x26\x30\x86\x75\xC0\x89\x50\x78\x63\x81\x78\x4F\x1E\x62\xF8\x20\xB9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test31(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xCA12ECD4), ('P4rIngress.bitmap_seq.seq', 0xF8000000)], 11822)
        self.setRegisterValue('P4rIngress.rounds', 0xF8000000, 11822)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xD9), ('P4rIngress.count_exp.exponent', 0x7F)], 11822)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11822)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xFE965077), ('P4rIngress.values_v00000.hi', 0x6AA1F4EC)], 11822)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xC51CDD37), ('P4rIngress.values_v00001.hi', 0xD32B1E6F)], 11822)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xB535DCDF), ('P4rIngress.values_v00010.hi', 0x90E266FD)], 11822)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xF6FA564B), ('P4rIngress.values_v00011.hi', 0x974BA5BB)], 11822)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x3A2AA995), ('P4rIngress.values_v00100.hi', 0x84C8A5FD)], 11822)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x936246BB), ('P4rIngress.values_v00101.hi', 0x7C07C55B)], 11822)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x70FADA1B), ('P4rIngress.values_v00110.hi', 0xDB9F2F75)], 11822)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x3583FE29), ('P4rIngress.values_v00111.hi', 0x2DAF76A7)], 11822)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6215AE72), ('P4rIngress.values_v01000.hi', 0x449EFFBF)], 11822)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xA38D632F), ('P4rIngress.values_v01001.hi', 0x4BB8B744)], 11822)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xEDFD24CF), ('P4rIngress.values_v01010.hi', 0x0C7DDA67)], 11822)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xC4391ACB), ('P4rIngress.values_v01011.hi', 0x45ED9E05)], 11822)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xD5D7BEF6), ('P4rIngress.values_v01100.hi', 0x51807582)], 11822)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x0D5C2EC7), ('P4rIngress.values_v01101.hi', 0x534CAB30)], 11822)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xEB6F9F1B), ('P4rIngress.values_v01110.hi', 0x7930BEEF)], 11822)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xD9A67D1F), ('P4rIngress.values_v01111.hi', 0x4EAAA759)], 11822)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x477FBD2F), ('P4rIngress.values_v10000.hi', 0xD456E093)], 11822)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x6FC77FE5), ('P4rIngress.values_v10001.hi', 0x44942591)], 11822)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x4428F7FE), ('P4rIngress.values_v10010.hi', 0x65769EEF)], 11822)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xBECC8E95), ('P4rIngress.values_v10011.hi', 0xD20B9A36)], 11822)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xCC79C9CD)], 11822)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xA45AD498), ('P4rIngress.values_v10101.hi', 0x00000000)], 11822)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x6885B10E), ('P4rIngress.values_v10110.hi', 0x3659E227)], 11822)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xB85A1823), ('P4rIngress.values_v10111.hi', 0x36D6B5E4)], 11822)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xF6FA748F), ('P4rIngress.values_v11000.hi', 0x489D8A5B)], 11822)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x3E84DF2A), ('P4rIngress.values_v11001.hi', 0xDE936FF2)], 11822)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x57BDFDBA), ('P4rIngress.values_v11010.hi', 0xCA1EF3C7)], 11822)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x65FB4A3F), ('P4rIngress.values_v11011.hi', 0xB7C6F6C8)], 11822)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x5CA22E3F), ('P4rIngress.values_v11100.hi', 0x9CD6AD50)], 11822)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x7BF65453), ('P4rIngress.values_v11101.hi', 0x594658EF)], 11822)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x9077C4BA), ('P4rIngress.values_v11110.hi', 0xB94B6937)], 11822)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xC0000000), ('P4rIngress.values_v11111.hi', 0xA81AC5D7)], 11822)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3C48),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000006CA),
                gc.DataTuple('slot_count', 0x00000B72),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7708A89B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x018),
                gc.KeyTuple('src_addr', 0xDD0C9413),
                gc.KeyTuple('src_port', 0x4E0A),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3C48),
                gc.DataTuple('rank', 0x0016),
                gc.DataTuple('worker_index', 0x011B),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDD\x0C\x94\x13\x00\x00\x00\x00\x4E\x0A\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x3C\x48\x00\x16\x77\x08\xA8\x9B\x07\x64\x07\x8F\xF8\x00\x00\x00\x00\x40\x00\x00\x12\xD7\xF0\xF7\x34\x71\xB4\xD5\x93\x66\xF5\x7C\x87\x97\x7F\x20\x35\x54\x65\x89\xA7\xAE\xCC\x31\x15\x1C\xF6\xBB\xCF\x50\x89\x3B\x0F\x7B\xA2\x74\xBE\x59\xFC\xE5\xF6\xEE\x4B\xBB\x20\x6A\x2B\x2E\x7C\x0A\xEC\xDE\xD5\x49\x26\xAB\x95\x0B\xC6\x63\x65\xB4\x7A\x65\x52\x34\x85\x1A\x74\xC8\x53\xE5\xC5\xEE\x57\x2B\x5B\xAF\x1E\x4A\xB2\xE4\x61\x4F\x73\x42\xD1\x6D\x98\x17\x85\xCE\x5C\x7F\x16\x80\xD7\xD1\xAD\x7E\x56\xB4\xD9\x27\x6A\x6B\xA2\xCF\x66\x33\xAC\x6F\xC2\x60\x8D\xC7\x1C\x50\xA8\xED\x4B\x2A\x65\xD7\x52\x22\x62\xE6\xE7\xFF\x8B\x02\x54\x4C\xA5\xBD\x3C\x81\x46\xF3\x7F\x6D\x64\x95\x6E\xFD\xF7\xB2\x54\x4A\xE4\xA2\xA5\x29\xA4\x2F\x91\xB1\x8D\x3E\x00\x00\x00\x00\x6C\xC7\x6E\x49\xB5\x8E\xA9\x6B\x00\x00\x00\x00\x6A\xF6\x85\x54\x52\x73\xE6\xA1\xC5\x56\xA4\x78\x8B\xD6\x9C\x4A\x76\x7C\x7E\xB1\x47\xDA\x36\x67\x56\x3D\x59\x2B\x99\x3C\x08\x76\x48\x35\x30\xB0\xBF\xE5\x74\xD9\x4D\xE5\x96\x67\x14\x2A\xA2\xC1\x3C\xBE\xBC\x53\xAD\x6F\xB7\x42\x53\x97\x93\x17\x5C\xEE\x30\x81\xD8\xD2\xFC\xFF\x88\xF6\xC9\x23\x40\x00\x00\x00\xAC\x28\xF8\x8B\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57\x6A\x44\x38\xBD\xFB\x84\x86\xC5\x25\x75\x8A\x44\x52\x00\x72\x97\x18\xC6\x2E\xA6\xF9\xA8\x2B\xF7\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2\x2C\x2F\xD0\xFD\x4F\x9B\x93\xBC\x52\x62\xCB\x12\x24\xC9\xF5\xE8\x2E\x06\xFF\xCD\xA6\xCB\xA9\x65\xA5\xD4\x4B\xC1\x25\x20\x70\x1A\x68\x0F\x42\xFA\x4A\xD4\x1D\x14'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test32(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE11C41BC), ('P4rIngress.bitmap_seq.seq', 0xC0000000)], 15248)
        self.setRegisterValue('P4rIngress.rounds', 0xC0000000, 15248)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xE4), ('P4rIngress.count_exp.exponent', 0xED)], 15248)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 15248)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x423CA239), ('P4rIngress.values_v00000.hi', 0x37574450)], 15248)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x4B095128), ('P4rIngress.values_v00001.hi', 0xB0DCE307)], 15248)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x2C4F0457), ('P4rIngress.values_v00010.hi', 0x5ECF55DA)], 15248)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x499462D9), ('P4rIngress.values_v00011.hi', 0x792B5805)], 15248)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x15F04AD9), ('P4rIngress.values_v00100.hi', 0xC745ADA8)], 15248)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x48E4EB46), ('P4rIngress.values_v00101.hi', 0x7E99A4B3)], 15248)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x76FA56F3), ('P4rIngress.values_v00110.hi', 0x6EFED0DD)], 15248)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x690DD8DF), ('P4rIngress.values_v00111.hi', 0x535EE7EB)], 15248)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x559888BF), ('P4rIngress.values_v01000.hi', 0x9097F1BA)], 15248)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x1FFB3B58), ('P4rIngress.values_v01001.hi', 0x953EB1B1)], 15248)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x0ABF5B0C), ('P4rIngress.values_v01010.hi', 0x92F6619A)], 15248)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xBEF1D33F), ('P4rIngress.values_v01011.hi', 0x0C81FDD8)], 15248)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x36AB7E61), ('P4rIngress.values_v01100.hi', 0xCF36E555)], 15248)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x7C9481B5), ('P4rIngress.values_v01101.hi', 0x71A6B3C6)], 15248)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x67122C56), ('P4rIngress.values_v01110.hi', 0xAE269958)], 15248)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x422AE72A), ('P4rIngress.values_v01111.hi', 0xAF5DD3B7)], 15248)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x135A4BB2), ('P4rIngress.values_v10000.hi', 0x63F01173)], 15248)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x8B3D79AA), ('P4rIngress.values_v10001.hi', 0x6DE3236C)], 15248)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x628D4A44), ('P4rIngress.values_v10010.hi', 0x39F20DC6)], 15248)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x524461BD), ('P4rIngress.values_v10011.hi', 0x59B0FD4E)], 15248)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x837FA515), ('P4rIngress.values_v10100.hi', 0xFA297689)], 15248)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7B09EB6F), ('P4rIngress.values_v10101.hi', 0x5E2CC905)], 15248)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x49222893), ('P4rIngress.values_v10110.hi', 0x793D2465)], 15248)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x6ADBF7AD), ('P4rIngress.values_v10111.hi', 0x34F821A1)], 15248)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x30147D1F), ('P4rIngress.values_v11000.hi', 0x4C10B30D)], 15248)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x6C9EACB9), ('P4rIngress.values_v11001.hi', 0x14872DE9)], 15248)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x9FA6A9AD), ('P4rIngress.values_v11010.hi', 0x29B2914D)], 15248)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x47190A44), ('P4rIngress.values_v11011.hi', 0x6C0A3C87)], 15248)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x5745D3C8), ('P4rIngress.values_v11100.hi', 0x31B75875)], 15248)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x5C2A4ACF), ('P4rIngress.values_v11101.hi', 0x8374B277)], 15248)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x3D5812D9), ('P4rIngress.values_v11110.hi', 0x3EDC1D9D)], 15248)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x85827F4F), ('P4rIngress.values_v11111.hi', 0x8D786A3D)], 15248)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9526),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000107),
                gc.DataTuple('slot_count', 0x00001DDA),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD01D14CA),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x007),
                gc.KeyTuple('src_addr', 0x28E95801),
                gc.KeyTuple('src_port', 0x6B6A),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9526),
                gc.DataTuple('rank', 0x0000),
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
        ig_port = 7
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x28\xE9\x58\x01\x00\x00\x00\x00\x6B\x6A\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x95\x26\x00\x00\xD0\x1D\x14\xCA\x1A\x89\x07\xE2\xC0\x00\x00\x00\x00\x40\x00\x00\x79\x03\x9B\x7D\x5B\x2A\xF1\xD2\x63\x34\x10\x7D\xAB\x69\x49\xBF\x70\x59\xCC\x53\xDD\xAF\x1D\x08\x8F\x9E\xB6\xDA\x42\xE3\x36\x44\x75\xBB\x06\x67\xB3\x6E\x8B\x49\x6F\x36\x04\xF4\x1C\x44\xB1\xBE\xA6\x6B\xB3\x8B\x66\x8D\xFA\x71\x5B\xF7\xC6\x53\x7F\x59\xC7\x56\x5F\xFD\xF3\x02\xA9\x30\x30\xA5\x15\x61\xF9\x48\x3B\x54\xD7\xBC\xD7\x98\x0F\x82\x9B\x39\x97\x13\xA6\x37\xF3\xA7\x7A\x9F\xFB\x23\x6C\x67\x76\xF6\xF3\xA2\x8D\xEF\x32\x97\xD7\xBD\x10\xD5\x6A\x64\x49\x52\x3B\xA8\x8B\x59\x8B\x5F\x53\x65\xA1\x5B\xC5\x40\x19\x16\x7E\x43\xE4\xAA\x38\x66\x41\xAE\x55\xE6\x7A\xDB\x25\xD2\x76\x0E\x57\xD9\xFC\x42\x1A\x1C\xAF\x6C\x40\x65\x89\x14\x5B\x66\x5F\xCA\xD3\x1F\xBF\x73\x5A\xA5\x33\x89\x6E\x3B\x7B\x2A\xB3\xAE\x69\x8B\x41\xE9\x1D\xBB\xDA\xCB\x9D\xAF\x32\xB9\x0A\xE3\xAC\x73\x68\xBB\x7B\x53\x2C\xC7\x48\x58\xF7\x2E\x20\xAC\x7B\x2F\x34\x3C\x4F\x4B\x9C\xD1\x08\x25\x7E\x98\xEA\xEB\x56\xCD\xCB\x44\x4E\xB5\x65\x97\x5F\xD3\xE2\x5C\x78\x2C\x2C\xD0\x3A\x60\xFA\xCE\xCB\x72\xA6\xB7\x63\xD0\xBB\x0D\xE6\x74\x5D\xBD\xBB\x08\xB3\x5E\xD6\x3C\x6A\x9C\x8E\x93\x77\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63\x28\x24\xB6\x7E\xA1\xB3\x97\xE7\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test33(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xD1AF70B6), ('P4rIngress.bitmap_seq.seq', 0x07F3B700)], 9838)
        self.setRegisterValue('P4rIngress.rounds', 0x07F3B700, 9838)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xAB), ('P4rIngress.count_exp.exponent', 0xDC)], 9838)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 9838)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x25E8516D), ('P4rIngress.values_v00000.hi', 0x5AF3E6A9)], 9838)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x42543D4E), ('P4rIngress.values_v00001.hi', 0x854812BB)], 9838)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x438FDAFD), ('P4rIngress.values_v00010.hi', 0x62AA2F6B)], 9838)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x1F66AF3B), ('P4rIngress.values_v00011.hi', 0x338B310C)], 9838)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x4F320C66), ('P4rIngress.values_v00100.hi', 0xC54438CE)], 9838)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x6A5EE737), ('P4rIngress.values_v00101.hi', 0x292CF9C9)], 9838)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x76BB4D57), ('P4rIngress.values_v00110.hi', 0x0F15A227)], 9838)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x54CD48D3), ('P4rIngress.values_v00111.hi', 0x6F9D24DB)], 9838)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x69A072A7), ('P4rIngress.values_v01000.hi', 0x88E683F8)], 9838)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x12B5B292), ('P4rIngress.values_v01001.hi', 0x4D66FF80)], 9838)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x33179573), ('P4rIngress.values_v01010.hi', 0x68842920)], 9838)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x4D2142E5), ('P4rIngress.values_v01011.hi', 0xF52BBD48)], 9838)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x483FC51E), ('P4rIngress.values_v01100.hi', 0xDBDA291B)], 9838)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xABB943D9), ('P4rIngress.values_v01101.hi', 0xEA05F43B)], 9838)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x7CCD6106), ('P4rIngress.values_v01110.hi', 0x51D1ABAF)], 9838)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x7CDBACEE), ('P4rIngress.values_v01111.hi', 0xFFF04EA9)], 9838)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x7DF3BB3F), ('P4rIngress.values_v10000.hi', 0xE5368848)], 9838)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x776FE7BB), ('P4rIngress.values_v10001.hi', 0x782D55D7)], 9838)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xD0CF8F7A), ('P4rIngress.values_v10010.hi', 0xAAF9E1D3)], 9838)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xF927652F), ('P4rIngress.values_v10011.hi', 0x2C6C16F2)], 9838)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xA5A64527), ('P4rIngress.values_v10100.hi', 0x85BDABC1)], 9838)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x0D92B5BB), ('P4rIngress.values_v10101.hi', 0x3007D0B8)], 9838)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xB971A6E7), ('P4rIngress.values_v10110.hi', 0x83B7596A)], 9838)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x942B35CB), ('P4rIngress.values_v10111.hi', 0xC6EC3465)], 9838)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x39ADB3EA), ('P4rIngress.values_v11000.hi', 0xA635C1B1)], 9838)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x5CBF54CF), ('P4rIngress.values_v11001.hi', 0xB3EEB1ED)], 9838)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4282AB95), ('P4rIngress.values_v11010.hi', 0x7EAA8D5F)], 9838)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x8B9BAEC4), ('P4rIngress.values_v11011.hi', 0x648D8D01)], 9838)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xAE9BD205), ('P4rIngress.values_v11100.hi', 0x3E3561CD)], 9838)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x1DA25EC9), ('P4rIngress.values_v11101.hi', 0x42ADFD6D)], 9838)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x681CAE47), ('P4rIngress.values_v11110.hi', 0x51DD4692)], 9838)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x7E3D19C6), ('P4rIngress.values_v11111.hi', 0xE9B7CB9D)], 9838)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5372),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000026E),
                gc.DataTuple('slot_count', 0x000015EE),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAA3B816E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x014),
                gc.KeyTuple('src_addr', 0x3B87678F),
                gc.KeyTuple('src_port', 0xAACA),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5372),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x0263),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3B\x87\x67\x8F\x00\x00\x00\x00\xAA\xCA\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x53\x72\x00\x00\xAA\x3B\x81\x6E\x04\x00\x01\x71\x07\xF3\xB7\x00\x00\x40\x00\x00\x67\xFA\xF5\xD6\x43\xF5\xEF\xAF\x42\x8E\xAD\xC1\x9D\xEF\xE4\x2B\x52\x7F\xA2\x7D\x06\xED\x6F\x1A\xBB\xF4\xE5\x6B\x62\x03\xA7\xB9\x52\x27\x27\xB7\x8D\xC3\x8A\x86\x4D\x2D\xF9\xD1\x6A\x13\x80\x5B\xF4\x75\xFD\xE1\x75\x7D\x33\x73\x44\x6B\x12\x19\x36\xC1\x64\xD1\x64\xE4\x6A\xD5\x98\xC6\x37\xEF\xA6\xB7\x5A\x93\xC3\x14\x2D\x83\xEB\x4E\xD3\xF2\x50\x14\xAB\xBF\x55\xAA\xD2\xE5\x87\xAA\xA1\x8D\x49\x62\x19\xEE\xCA\x4E\x47\xFB\x32\xE5\xFE\xA7\x0D\xAD\x34\xA1\x4D\x8D\x1E\x0B\x41\x52\xB4\xEF\x39\x7F\x18\x7E\x03\x8C\xED\xC1\x31\xEF\x69\x92\x3C\x96\x68\xA9\x84\x98\xB2\x8D\xC3\xE9\x7B\x53\x97\xE5\xEA\x33\xB2\x60\x1F\x8E\x9A\x72\xE5\xC9\x66\xCB\x7E\x95\xB3\xAA\xE7\x94\xE9\xB8\xBB\xB6\x75\xF7\xB9\x9B\x65\xA2\xDF\x1E\x91\x6B\x35\x8B\xBB\xBD\x28\xA6\xD8\x5B\x15\x23\x51\xE1\xD1\xD4\xFD\x25\x9C\xCA\xA6\xFE\xB5\x1F\x4A\xA9\x55\x51\xB2\xEE\x2C\xF5\x75\xB8\xB8\xEF\x80\x9C\x49\xB6\xB9\x12\x46\x61\x4D\xD7\x04\xD9\xE3\x5E\xE5\x0C\x94\x64\xDD\x49\x0E\x6A\xE9\xD5\x69\x6C\x34\x74\x5F\x35\x86\xC3\x48\x9B\x63\x33\x41\x95\x7D\x4F\xB1\x24\x46\xC0\x10\x92\xCC\x51\x5F\x9D\xE8\xEC\xB9\x69\xD7\x69\x5B\x26\x2F\x94\x50\xF8\xED\x7D\xE1\x36\x62\xC0\x49\x77\xF4\x4E\x16\x32\x1A\xD9\x97\xA0\x79\x10\x43\xE4\x6A\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE\x6D\x93\xDD\x18\xEC\x0F\x68\x0F\x77\xFA\x7B\xF0\x8F\xB3\x13\xC4\x90\xCF\x3B\x6A\x89\xFA\xF1\xF0\xA3\x9D\xD1\x37\x78\x93\xC0\x83\x26\xD7\x70\xFB\x00\x4D\x77\xDE\xA5\x24\x55\x22\x9B\xBA\x2D\xEE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test34(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x22875D49), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 11942)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 11942)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xA5), ('P4rIngress.count_exp.exponent', 0xB5)], 11942)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11942)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xB1A51A36), ('P4rIngress.values_v00000.hi', 0x52CFAAEB)], 11942)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x4F99ED75), ('P4rIngress.values_v00001.hi', 0x45730849)], 11942)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x9DA7D622), ('P4rIngress.values_v00010.hi', 0xB7DD53E9)], 11942)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x6A79B59C), ('P4rIngress.values_v00011.hi', 0x3B2BEA9F)], 11942)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x4CEB98F6), ('P4rIngress.values_v00100.hi', 0xBD75B5D1)], 11942)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x8920D923), ('P4rIngress.values_v00101.hi', 0x297BB5BE)], 11942)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x3266D8EC), ('P4rIngress.values_v00110.hi', 0xC94EAEA2)], 11942)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x62E3060A), ('P4rIngress.values_v00111.hi', 0x7B766556)], 11942)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x42A1A5CB), ('P4rIngress.values_v01000.hi', 0x4A05B3BC)], 11942)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xA34D8C3A), ('P4rIngress.values_v01001.hi', 0x2AE9F249)], 11942)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x1EEA4D22), ('P4rIngress.values_v01010.hi', 0x15BAEEF3)], 11942)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x76FE9158), ('P4rIngress.values_v01011.hi', 0x88BB62D3)], 11942)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x0BCF9FD4), ('P4rIngress.values_v01100.hi', 0x4EA86EC8)], 11942)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x74D65E91), ('P4rIngress.values_v01101.hi', 0x89C767B8)], 11942)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x32539FE3), ('P4rIngress.values_v01110.hi', 0x7608924F)], 11942)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x7457509C), ('P4rIngress.values_v01111.hi', 0x18BAEFA5)], 11942)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x37EBCAAB), ('P4rIngress.values_v10000.hi', 0xD4CF09E5)], 11942)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x36F06CAB), ('P4rIngress.values_v10001.hi', 0x5CB28F51)], 11942)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xE3AE1F07), ('P4rIngress.values_v10010.hi', 0x72A5AE52)], 11942)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x5365ED69), ('P4rIngress.values_v10011.hi', 0x80000000)], 11942)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xE6D549B0), ('P4rIngress.values_v10100.hi', 0xBBB6C6E5)], 11942)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xB5E6404A), ('P4rIngress.values_v10101.hi', 0x3674E367)], 11942)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x7A4AF918), ('P4rIngress.values_v10110.hi', 0x78ECDC90)], 11942)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xDCC19115), ('P4rIngress.values_v10111.hi', 0x70992CE8)], 11942)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xD6B49A9B), ('P4rIngress.values_v11000.hi', 0x064D2E68)], 11942)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xAEDD4C82), ('P4rIngress.values_v11001.hi', 0x75279ED9)], 11942)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x78E7E369), ('P4rIngress.values_v11010.hi', 0x935F1713)], 11942)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xAB1EF634), ('P4rIngress.values_v11011.hi', 0x9D394DAA)], 11942)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x3BF55143), ('P4rIngress.values_v11100.hi', 0x3E0E0949)], 11942)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x06CC6E46), ('P4rIngress.values_v11101.hi', 0x773221A7)], 11942)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xDE835BB3), ('P4rIngress.values_v11110.hi', 0x8A9C5AA3)], 11942)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xE2B7D76A), ('P4rIngress.values_v11111.hi', 0x42B99DE8)], 11942)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1ED5),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000EA6),
                gc.DataTuple('slot_count', 0x00000EFD),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x184BA58A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01A),
                gc.KeyTuple('src_addr', 0xCED5D01A),
                gc.KeyTuple('src_port', 0xE74F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1ED5),
                gc.DataTuple('rank', 0x0016),
                gc.DataTuple('worker_index', 0x03A2),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCE\xD5\xD0\x1A\x00\x00\x00\x00\xE7\x4F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x1E\xD5\x00\x16\x18\x4B\xA5\x8A\x00\x00\x07\x42\x00\x00\x00\x00\x00\x40\x00\x00\xBB\xE7\x0A\xF5\x5F\x31\xA5\xEB\x5C\x58\xCB\x73\x53\x71\x6D\xD9\xA9\xD1\xC5\x49\x8F\xF5\x19\xA5\x35\x6B\xF4\x63\x1E\x2D\x2E\x41\x5E\xC3\x0A\x17\xB9\x93\x55\x2D\xF1\x51\x90\x9F\xAA\x7D\x35\x50\x75\x22\xFD\x88\xAA\xE6\xAA\xF7\x33\xA6\xF4\x19\x60\xF6\x6E\x64\x52\x3D\xAB\xAB\x58\x2F\xAB\x98\xE8\xDD\xE5\x88\x71\xAD\x35\x8F\x6E\x8A\xE5\xB6\x55\xAA\x50\x89\x26\xE4\xDB\xE3\x48\x09\x2D\x4C\x77\xB5\x4B\xD4\x52\x33\xF4\xFB\x16\xE6\x3E\x98\xC9\x53\xCE\xF5\x67\x61\x3C\x09\x5F\x38\xD0\x7B\x3D\x15\x58\xD5\x7B\x6F\x4C\xBD\x68\x13\x59\xA9\x95\x69\x1C\xCC\x5D\xAF\xF1\xB7\x55\xB7\x9C\x59\xCD\x97\x78\xD2\x67\x21\x60\x5A\x2D\x55\xF3\x49\x1D\x7B\x4C\xA8\x26\x0D\xDD\x65\x1B\x41\x8A\x8F\x9B\xD5\x10\x7F\x75\x66\x11\xA7\x79\x50\x21\x8B\x6E\xB5\xFC\xFE\xD2\xC8\xDD\x94\x2D\xBF\x76\xAB\xDF\xBD\xBE\xDA\x7E\x57\x71\x7A\xAA\x53\x4F\xBB\x23\xB5\xCE\xD5\xA3\xF2\x37\x0E\xAB\x7F\xB0\xF3\xEE\xF9\xCE\xBE\x97\x93\x11\x46\x89\xB5\x4F\xA7\x58\x76\x1F\xA0\x7A\x79\x34\xA5\x4B\x11\xA8\xA3\x96\xE0\x10\xA5\xBA\x2F\xB5\xB9\xAF\x9D\x9A\x99\x76\xA0\x8C\x16\xDD\x02\x48\x6B\x0A\xF8\x37\xBF\xC7\xCF\xB4\x12\x6F\x61\x73\x4C\x78\x0D\x9A\x44\xD6\x1B\x9A\x01\x69\x28\x53\x68\xBA\x2D\x5A\xDE\xAB\xAD\x60\x87\x12\x06\x02\xB3\xD1\xFD\xE2\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95\x75\xF3\x37\xBA\x24\x68\x9C\xAD\xBD\x2F\x0B\x01\x5E\x90\xFE\x57\x5E\x0B\x79\x91\x26\x99\xCE\x7F\x39\x3A\x1F\x18\x87\x4D\xF8\x9A\x79\xBA\x22\x6A\x7E\xAE\x09\x4D\x37\x67\xD4\x42\xC7\x08\x31\x27\x5A\xF1\x51\xAE\xB5\x5D\xB1\x17'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test35(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xF2AC8667), ('P4rIngress.bitmap_seq.seq', 0x90000000)], 11446)
        self.setRegisterValue('P4rIngress.rounds', 0x90000000, 11446)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x18), ('P4rIngress.count_exp.exponent', 0x5F)], 11446)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11446)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xB2A5F29B), ('P4rIngress.values_v00000.hi', 0x265476F6)], 11446)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x543DD543), ('P4rIngress.values_v00001.hi', 0x6B5296BA)], 11446)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x91B19962), ('P4rIngress.values_v00010.hi', 0xBFE4D3F9)], 11446)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x7A36ED89), ('P4rIngress.values_v00011.hi', 0x5238DD59)], 11446)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5E6749B2), ('P4rIngress.values_v00100.hi', 0xB75CF958)], 11446)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xCBA4CE67), ('P4rIngress.values_v00101.hi', 0x57F81016)], 11446)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x4B31F5E9), ('P4rIngress.values_v00110.hi', 0x622A2DD4)], 11446)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x63543762), ('P4rIngress.values_v00111.hi', 0x42AFF5DE)], 11446)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x99B5F6D4), ('P4rIngress.values_v01000.hi', 0x88A071DF)], 11446)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x7331D4EE), ('P4rIngress.values_v01001.hi', 0x6C916BD7)], 11446)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x8B7BBE89), ('P4rIngress.values_v01010.hi', 0x711DE0ED)], 11446)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x548EB512), ('P4rIngress.values_v01011.hi', 0x35AEA7E1)], 11446)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x5ECABAF9), ('P4rIngress.values_v01100.hi', 0x93E815A6)], 11446)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xA822012F), ('P4rIngress.values_v01101.hi', 0x4CFC693F)], 11446)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x4D627347), ('P4rIngress.values_v01110.hi', 0x40D64ECD)], 11446)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x3356CB3E), ('P4rIngress.values_v01111.hi', 0xBDB0A44B)], 11446)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x58F73ADF), ('P4rIngress.values_v10000.hi', 0xD578F255)], 11446)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xDB91D31E), ('P4rIngress.values_v10001.hi', 0x5A9DE1FF)], 11446)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x5B8BF252), ('P4rIngress.values_v10010.hi', 0x532876CB)], 11446)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x6583127C), ('P4rIngress.values_v10011.hi', 0x2B5991BB)], 11446)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x4B76CE41), ('P4rIngress.values_v10100.hi', 0x5415FB2D)], 11446)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xB9B37C99), ('P4rIngress.values_v10101.hi', 0x38A91B2D)], 11446)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x75DC5A95), ('P4rIngress.values_v10110.hi', 0x6FF5F36A)], 11446)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x773F8C15), ('P4rIngress.values_v10111.hi', 0x749739E7)], 11446)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xDB869375), ('P4rIngress.values_v11000.hi', 0x47DE3ACF)], 11446)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xB1A95559), ('P4rIngress.values_v11001.hi', 0x00000000)], 11446)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x2FE68F0E), ('P4rIngress.values_v11010.hi', 0xAD4E5B6B)], 11446)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x80000000), ('P4rIngress.values_v11011.hi', 0xE3B57327)], 11446)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xFC73093A), ('P4rIngress.values_v11100.hi', 0x6689BBC4)], 11446)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xB9756D41), ('P4rIngress.values_v11101.hi', 0xABB6420B)], 11446)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7F4A660D), ('P4rIngress.values_v11110.hi', 0x6D52BACB)], 11446)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xE90D681C), ('P4rIngress.values_v11111.hi', 0x4409E27B)], 11446)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF698),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002A1),
                gc.DataTuple('slot_count', 0x00001513),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x103BFB09),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02E),
                gc.KeyTuple('src_addr', 0x4FDB71F0),
                gc.KeyTuple('src_port', 0x12F7),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF698),
                gc.DataTuple('rank', 0x0016),
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
        ig_port = 46
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x4F\xDB\x71\xF0\x00\x00\x00\x00\x12\xF7\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xF6\x98\x00\x16\x10\x3B\xFB\x09\x0A\x15\x01\x01\x90\x00\x00\x00\x00\x40\x00\x00\x99\xF1\xA9\xEF\x5E\xD4\x6A\xCC\x48\x35\xDA\x53\x1C\xC4\x86\x29\xDB\x22\xC6\x93\x9A\x7C\xD9\xE2\x19\xC6\xC8\xE7\xB6\xBF\x86\x4B\x43\x76\xCE\xBB\xAB\x88\x96\x7D\x93\x35\x5B\xEF\xE8\xBE\xF7\x77\x68\x28\x8B\x0B\x07\x66\x88\xE5\x55\xF0\xF9\x73\x52\xC0\x17\x87\xB3\x90\x12\xC4\xB9\xB2\xBC\xC5\x57\x39\x1C\xF4\x44\xB5\xE5\xCF\xB5\xD0\xB3\xB9\x39\xB3\x34\xBA\x5B\x26\xB4\x51\x0D\xA6\xF3\x37\x4F\xFA\x87\x16\xB6\x11\x8F\xB2\x9D\x31\x9D\x70\x6F\xE1\x55\x66\xF3\x26\x4D\x4A\x54\x4C\x62\xB8\x5E\x0D\x57\xBC\x98\xD9\xB5\x73\x3F\x47\xCA\x63\x9F\x15\xAE\x5E\x91\x36\x91\x32\x5A\xBD\xC4\xA0\x4D\x72\x82\xD2\x3F\xA3\xF6\x4B\x44\xB6\xA2\x0B\xF5\x58\x17\x0B\x6E\x55\x32\xD0\x67\xB5\x5D\xB6\xAD\xEA\xA2\xD3\x58\x7F\x0A\x34\x35\x8A\xCD\xE8\x4A\x27\xCD\x35\x44\xF3\x9F\x5A\x0B\xD1\x91\xDB\x57\xEC\xF5\xFD\x4B\x87\x45\x77\x8F\x6F\x18\xF9\x80\x00\x00\x00\x52\x1A\xDD\xF9\xBB\xBC\xB1\x21\x00\x00\x00\x00\x9D\x2A\xB6\x63\x5C\x96\x3E\x5D\x3C\x3C\x88\xBF\xA9\xFB\x96\x96\xB1\xE3\x58\xC1\x7A\x68\xA7\x24\x43\x58\x49\xE1\xF0\xC2\x88\xED\x5F\x94\xC3\x87\x5B\xBC\x27\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD\x41\xC3\xC6\x11\xE5\x2F\xC8\x8F\x79\x54\xE0\xD3\x8A\x26\x71\xB1\xCB\x16\x8C\x5C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x4F\xDB\x71\xF0\xBE\xEF\x12\xF7\x01\x20\x00\x00\x50\x34\x02\x82\xF6\x98\x00\x16\x10\x3B\xFB\x09\x0A\x15\x01\x01\x90\x00\x00\x00\x00\x40\x00\x19\x80\x00\x00\x00\x5E\xD4\x6A\xCC\x7F\xFF\xFF\xFF\x1C\xC4\x86\x29\x80\x00\x00\x00\x9A\x7C\xD9\xE2\x7F\xFF\xFF\xFF\xB6\xBF\x86\x4B\x7F\xFF\xFF\xFF\xAB\x88\x96\x7D\x80\x00\x00\x00\xE8\xBE\xF7\x77\x7F\xFF\xFF\xFF\x07\x66\x88\xE5\x7F\xFF\xFF\xFF\x52\xC0\x17\x87\x80\x00\x00\x00\xB9\xB2\xBC\xC5\x7F\xFF\xFF\xFF\x44\xB5\xE5\xCF\x80\x00\x00\x00\x39\xB3\x34\xBA\x7F\xFF\xFF\xFF\x0D\xA6\xF3\x37\x7F\xFF\xFF\xFF\xB6\x11\x8F\xB2\x80\x00\x00\x00\x6F\xE1\x55\x66\x40\x88\xC0\x91\x54\x4C\x62\xB8\x7F\xFF\xFF\xFF\x98\xD9\xB5\x73\x7F\xFF\xFF\xFF\x9F\x15\xAE\x5E\x80\x00\x00\x00\x5A\xBD\xC4\xA0\x7F\xFF\xFF\xFF\x3F\xA3\xF6\x4B\x7F\xFF\xFF\xFF\xF5\x58\x17\x0B\x7F\xFF\xFF\xFF\x67\xB5\x5D\xB6\x80\x00\x00\x00\x58\x7F\x0A\x34\x7F\xFF\xFF\xFF\x4A\x27\xCD\x35\x7F\xFF\xFF\xFF\x0B\xD1\x91\xDB\x33\x73\x89\x72\x4B\x87\x45\x77\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xBB\xBC\xB1\x21\x80\x00\x00\x00\x9D\x2A\xB6\x63\x59\x09\x47\x97\x3C\x3C\x88\xBF\x80\x00\x00\x00\xB1\xE3\x58\xC1\x7F\xFF\xFF\xFF\x43\x58\x49\xE1\xD9\xCF\xF1\x09\x5F\x94\xC3\x87\x5B\xBC\x27\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD\x41\xC3\xC6\x11\xE5\x2F\xC8\x8F\x79\x54\xE0\xD3\x8A\x26\x71\xB1\xCB\x16\x8C\x5C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test36(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB69748E0), ('P4rIngress.bitmap_seq.seq', 0xC0000000)], 10290)
        self.setRegisterValue('P4rIngress.rounds', 0xC0000000, 10290)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x02), ('P4rIngress.count_exp.exponent', 0xB6)], 10290)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10290)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x4373B959), ('P4rIngress.values_v00000.hi', 0x24187047)], 10290)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6B4B7323), ('P4rIngress.values_v00001.hi', 0xAA5564D6)], 10290)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x3BA0BFFF), ('P4rIngress.values_v00010.hi', 0xECEC47D7)], 10290)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xBA65E136), ('P4rIngress.values_v00011.hi', 0x4F896D94)], 10290)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x76C83922), ('P4rIngress.values_v00100.hi', 0xB9D914B6)], 10290)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x2A1CCBD6), ('P4rIngress.values_v00101.hi', 0x67EFCED7)], 10290)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0xC5568AAB), ('P4rIngress.values_v00110.hi', 0x77891D81)], 10290)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x71E55A27), ('P4rIngress.values_v00111.hi', 0x1734EF97)], 10290)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4E0AC929), ('P4rIngress.values_v01000.hi', 0xB0A8913E)], 10290)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xA1EEDF73), ('P4rIngress.values_v01001.hi', 0xEAA5FB1A)], 10290)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x7EFA5ADB), ('P4rIngress.values_v01010.hi', 0x7903676B)], 10290)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x6A607BD7), ('P4rIngress.values_v01011.hi', 0xBCDF86C9)], 10290)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x632EDF91), ('P4rIngress.values_v01100.hi', 0x79AADAE9)], 10290)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xF757BE8F), ('P4rIngress.values_v01101.hi', 0xF17D2D5B)], 10290)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xCE3AB7DD), ('P4rIngress.values_v01110.hi', 0x94B16E2F)], 10290)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x606D59DF), ('P4rIngress.values_v01111.hi', 0x764E44CA)], 10290)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xBDC48D44), ('P4rIngress.values_v10000.hi', 0xAFB4E236)], 10290)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xA658D0E7), ('P4rIngress.values_v10001.hi', 0x50D2368D)], 10290)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6B7C05D2), ('P4rIngress.values_v10010.hi', 0x66C5F302)], 10290)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x5F73BA6B), ('P4rIngress.values_v10011.hi', 0x0E7F0A1A)], 10290)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x6DFB3B5C), ('P4rIngress.values_v10100.hi', 0xAF6CF6B7)], 10290)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x6EF93B53), ('P4rIngress.values_v10101.hi', 0x7B17A752)], 10290)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xDEAEDAEA), ('P4rIngress.values_v10110.hi', 0x7C915569)], 10290)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x2A555B6F), ('P4rIngress.values_v10111.hi', 0x7E35AB87)], 10290)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x4A867CD1), ('P4rIngress.values_v11000.hi', 0x41194E25)], 10290)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xBBA42971), ('P4rIngress.values_v11001.hi', 0x82FBD2B9)], 10290)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x8DBF062B), ('P4rIngress.values_v11010.hi', 0x280F89F1)], 10290)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xA1765103), ('P4rIngress.values_v11011.hi', 0xA7EEB3F9)], 10290)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xA6B9E628), ('P4rIngress.values_v11100.hi', 0x65C49863)], 10290)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x4EA1B1DA), ('P4rIngress.values_v11101.hi', 0xEC89A227)], 10290)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xA76F55AF), ('P4rIngress.values_v11110.hi', 0x4FF335FA)], 10290)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x5C9BD4A1), ('P4rIngress.values_v11111.hi', 0x656B33B7)], 10290)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC425),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000283),
                gc.DataTuple('slot_count', 0x00000EAF),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x60959D73),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02D),
                gc.KeyTuple('src_addr', 0xCB92C341),
                gc.KeyTuple('src_port', 0xF051),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xC425),
                gc.DataTuple('rank', 0x0000),
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
        ig_port = 45
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCB\x92\xC3\x41\x00\x00\x00\x00\xF0\x51\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xC4\x25\x00\x00\x60\x95\x9D\x73\x05\xAF\x01\x6C\xC0\x00\x00\x00\x00\x40\x00\x00\x59\x6C\x4A\xD5\x66\xD9\x20\x5A\x4A\xBA\x9C\x5E\xD3\x58\xE9\x32\x7C\x33\x41\x5E\xA9\xC6\x5E\x98\xDE\x77\x7B\x4E\x31\xCB\x35\xAA\x12\xD6\x75\x93\xA7\x52\x32\xB2\x7C\x1D\xD4\x5A\x7E\x4D\x92\xA7\x1B\x26\xA4\x75\x6C\xDE\x0D\x9B\x26\xCF\xCB\xBC\x7D\x25\xF1\x97\x53\x57\x1B\x03\xA2\xAB\xDF\xAB\x1E\x15\x9F\x45\x7C\x2C\x7F\x64\xF0\x43\x4A\xE9\x26\xF3\x20\x46\x53\x94\x69\x86\x8A\xA6\xE0\x35\x3D\x4C\x35\xBE\xCB\x66\x2B\xEF\x52\xC2\xAA\x9B\xFF\xF8\xF1\xD3\x8E\xF4\xA8\x69\x07\x92\x6F\x93\x67\xEF\x12\x53\x2A\xCB\x05\xB2\x8C\x2D\xED\xF4\x1B\x0C\xF3\xB6\x86\x6A\xD0\xF4\x67\x82\x24\x3E\x1C\xE1\x40\x8A\xE4\x4A\x55\xB5\x40\x79\x32\xC7\xE4\xAB\xBE\x78\x24\x11\x8E\xAB\x29\xA2\x36\xF1\x46\x3B\x76\x8F\x29\x70\xF5\x90\xA1\xAC\x07\xA6\x0E\x31\xBC\xCC\x33\xD6\xBB\xA9\x59\x16\x0B\xBE\x58\xDF\xCE\xAD\x5D\x93\x3C\x2E\x89\xD4\xE5\x55\xAC\xFC\x14\xA3\xB9\x89\xD9\xB9\x63\xC5\xC8\x51\xA8\x6A\x5B\x98\xBA\x1A\x5A\x1B\xD5\x8B\x6C\x09\x42\x6F\x13\xCC\x6C\x8F\x5D\x49\x7A\x6B\x5D\xD5\x7D\x62\xB5\xB7\x46\xFA\x2D\x35\x25\x3B\x33\xEF\xF6\x9C\x2F\x43\x29\x59\x98\x9E\x11\xEC\xD0\xB6\x2B\xCD\x20\x83\x16\x6E\x68\x74\x14\x3D\xEB\x9A\xE8\xEE\xEC\xD0\xD9\xD4\xAE\x0D\x64\x61\x98\xC3\xA0\x30\x8E\x55\xEE\x10\x16\xA2\x3B\xB8\xCC\x31\x83\xBC\xBC\x0A\xEF\x96\xEA\x22\x81\xCD\x54\xCA\x8F\xD3\xED\x0A\x34\x42\x81\x5A\x46\xE3\xD4\x89\x37\xDA\x5E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xCB\x92\xC3\x41\xBE\xEF\xF0\x51\x01\x20\x00\x00\x50\x34\x02\x82\xC4\x25\x00\x00\x60\x95\x9D\x73\x05\xAF\x01\x6C\xC0\x00\x00\x00\x00\x40\x00\x03\x7F\xFF\xFF\xFF\x66\xD9\x20\x5A\x7F\xFF\xFF\xFF\xD3\x58\xE9\x32\x7F\xFF\xFF\xFF\xA9\xC6\x5E\x98\x98\xDD\x5C\x84\x31\xCB\x35\xAA\x7F\xFF\xFF\xFF\xA7\x52\x32\xB2\x7F\xFF\xFF\xFF\x7E\x4D\x92\xA7\xE0\x7D\x2F\x20\x6C\xDE\x0D\x9B\x7F\xFF\xFF\xFF\x7D\x25\xF1\x97\x7F\xFF\xFF\xFF\xA2\xAB\xDF\xAB\xC0\x04\x7E\xB8\x7C\x2C\x7F\x64\x6F\x3D\xA5\xC4\x26\xF3\x20\x46\x7F\xFF\xFF\xFF\x8A\xA6\xE0\x35\x7F\xFF\xFF\xFF\xCB\x66\x2B\xEF\x4A\x1A\x69\x2A\xFF\xF8\xF1\xD3\x80\x00\x00\x00\x07\x92\x6F\x93\x7F\xFF\xFF\xFF\x2A\xCB\x05\xB2\x80\x00\x00\x00\x1B\x0C\xF3\xB6\x80\x00\x00\x00\x67\x82\x24\x3E\x7F\xFF\xFF\xFF\xE4\x4A\x55\xB5\x7F\xFF\xFF\xFF\xE4\xAB\xBE\x78\x7F\xFF\xFF\xFF\x29\xA2\x36\xF1\x7F\xFF\xFF\xFF\x29\x70\xF5\x90\x80\x5A\xE2\x90\x0E\x31\xBC\xCC\x5E\x2C\x17\x18\x59\x16\x0B\xBE\x7F\xFF\xFF\xFF\x5D\x93\x3C\x2E\x80\x00\x00\x00\xAC\xFC\x14\xA3\x80\x00\x00\x00\x63\xC5\xC8\x51\x80\x00\x00\x00\xBA\x1A\x5A\x1B\x80\x00\x00\x00\x42\x6F\x13\xCC\x7F\xFF\xFF\xFF\x7A\x6B\x5D\xD5\x24\xD2\x0B\x66\x46\xFA\x2D\x35\x7F\xFF\xFF\xFF\xF6\x9C\x2F\x43\x29\x59\x98\x9E\x11\xEC\xD0\xB6\x2B\xCD\x20\x83\x16\x6E\x68\x74\x14\x3D\xEB\x9A\xE8\xEE\xEC\xD0\xD9\xD4\xAE\x0D\x64\x61\x98\xC3\xA0\x30\x8E\x55\xEE\x10\x16\xA2\x3B\xB8\xCC\x31\x83\xBC\xBC\x0A\xEF\x96\xEA\x22\x81\xCD\x54\xCA\x8F\xD3\xED\x0A\x34\x42\x81\x5A\x46\xE3\xD4\x89\x37\xDA\x5E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test37(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5792D48C), ('P4rIngress.bitmap_seq.seq', 0x084CE2B7)], 13245)
        self.setRegisterValue('P4rIngress.rounds', 0x084CE2B7, 13245)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x01)], 13245)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13245)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x952699F5), ('P4rIngress.values_v00000.hi', 0x59B07F32)], 13245)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x925576B7), ('P4rIngress.values_v00001.hi', 0xAA26AD76)], 13245)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x4CC7227C), ('P4rIngress.values_v00010.hi', 0x94EECA1B)], 13245)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xB5D9CEE4), ('P4rIngress.values_v00011.hi', 0xB46B91E7)], 13245)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x920C59B9)], 13245)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xCA91E245), ('P4rIngress.values_v00101.hi', 0x579658AF)], 13245)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7CC6D963), ('P4rIngress.values_v00110.hi', 0xF6561F22)], 13245)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x402F48E3), ('P4rIngress.values_v00111.hi', 0x4C7441DD)], 13245)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x636AECF6), ('P4rIngress.values_v01000.hi', 0x536AE7F0)], 13245)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x8546CFC7), ('P4rIngress.values_v01001.hi', 0x3B14EBC4)], 13245)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x551DB25E), ('P4rIngress.values_v01010.hi', 0xC72E0A98)], 13245)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xB3947EA9), ('P4rIngress.values_v01011.hi', 0x5CA0330F)], 13245)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x29EBD5A6)], 13245)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x2159CC6A), ('P4rIngress.values_v01101.hi', 0x7299437D)], 13245)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x19BAAB31), ('P4rIngress.values_v01110.hi', 0x6B2091D9)], 13245)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xAF527CB5), ('P4rIngress.values_v01111.hi', 0x4CC364C1)], 13245)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xEB4FDF19), ('P4rIngress.values_v10000.hi', 0x97C755DE)], 13245)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x6ACFB685), ('P4rIngress.values_v10001.hi', 0x4220577D)], 13245)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x4AAF6383), ('P4rIngress.values_v10010.hi', 0x50AEF58B)], 13245)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x5B9CCDB8), ('P4rIngress.values_v10011.hi', 0x19FCDBC3)], 13245)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x8EA64E5D), ('P4rIngress.values_v10100.hi', 0xB2D12265)], 13245)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x6AA80490), ('P4rIngress.values_v10101.hi', 0xE48B38BF)], 13245)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xD34985CC), ('P4rIngress.values_v10110.hi', 0x8DF18261)], 13245)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xBD9AC95B), ('P4rIngress.values_v10111.hi', 0x223E3C5E)], 13245)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6CB031E3), ('P4rIngress.values_v11000.hi', 0x433568B5)], 13245)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xBC6F4207), ('P4rIngress.values_v11001.hi', 0x080AE291)], 13245)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4849550A), ('P4rIngress.values_v11010.hi', 0x1E6206D5)], 13245)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xBD283D0A), ('P4rIngress.values_v11011.hi', 0x3D4CEED9)], 13245)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x8FED34A7), ('P4rIngress.values_v11100.hi', 0x4AECC713)], 13245)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x40EE8325), ('P4rIngress.values_v11101.hi', 0xCF212634)], 13245)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xF8C946B4), ('P4rIngress.values_v11110.hi', 0x73DBB9B0)], 13245)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x5170CD9B), ('P4rIngress.values_v11111.hi', 0x5DD9F5F9)], 13245)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xEA0C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000008D0),
                gc.DataTuple('slot_count', 0x00001730),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2589C82F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x035),
                gc.KeyTuple('src_addr', 0x90BE4805),
                gc.KeyTuple('src_port', 0x17B5),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xEA0C),
                gc.DataTuple('rank', 0x0016),
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
        ig_port = 53
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x90\xBE\x48\x05\x00\x00\x00\x00\x17\xB5\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xEA\x0C\x00\x16\x25\x89\xC8\x2F\x0A\xED\x03\x6D\x08\x4C\xE2\xB7\x00\x40\x00\x00\x7C\x1F\x9C\x97\x48\xD2\x94\xA3\xB6\xF8\xBB\x81\xA4\x09\xDB\x32\xA5\x6A\xFF\x54\x8D\x15\x0F\x8B\xDD\xAD\xD6\xC6\xBA\xAC\x06\x49\x00\x00\x00\x00\xD6\xE4\xA7\xCB\x49\xFC\x55\xCF\x3A\x58\x1A\xCE\x7C\xFE\x2B\x2F\x5C\x94\xF5\x47\xAE\x25\x7A\xB5\x78\x05\xDB\x61\x2B\x21\x43\xBC\x39\x8F\xDA\x3D\x84\x52\xEE\x55\x62\x75\xBA\x15\xE7\x6C\xA2\x59\x6F\x57\xCA\x74\x84\xD7\xD9\x8F\x5D\xBE\x99\x08\x80\x00\x00\x00\x6D\x43\x85\x2F\xF1\x4B\xF5\xBF\x29\x51\xD1\x28\xC6\x7E\x27\xB3\x69\x3A\xE5\xEA\xEF\x57\x5D\xB7\x44\xBF\x55\xD3\x6A\x5B\x53\x3B\x1F\xA5\xF6\x56\x44\xED\x63\x6C\x77\x06\x43\xA1\x7A\x81\x34\xC1\x41\x5C\x7B\x5E\x51\x04\x0A\x53\x4B\xF9\xDA\x2D\x97\xB2\xCA\x57\xA3\xCB\xEF\x71\x4C\x9A\x5D\x3D\x86\x46\xBB\x9D\xF3\xDB\x97\x05\xBD\xAF\x1B\x3F\x8A\x3D\xDF\x5C\x76\xA5\xB0\xC5\x23\x1E\xDC\xA4\x63\x46\x7F\x81\x94\xE8\xDA\x92\x7F\xC2\x71\x8D\x79\xAD\x2E\xEA\x7E\x97\xBC\xFF\xAA\xDA\x55\xAC\x7A\xB9\xE2\x4C\xBE\x25\x34\x83\x6B\x6D\xBF\xB7\x47\x8C\xCD\x75\x6B\x8D\x77\x8E\xF2\x99\x53\x76\x63\x5F\x16\x09\x71\x4A\xF2\xC9\x4C\x38\xE9\x4D\xBB\x7C\xEB\xF9\x7F\x2B\x2F\x4F\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1\xB3\x8D\xA8\xA3\xAD\x71\xC5\x0A\xDE\xD4\x29\xCE\x81\x4D\xF9\x92\x10\x9E\x0B\xB3\x42\x72\x53\x5D\xAF\x28\xEA\x0E\xA8\xE5\xFE\xAA\xF0\xDA\x19\xF8\xD3\xBB\xC1\xC7\x3C\x5E\x59\x1B\xEE\x5D\x43\x2F\x6F\x41\x9D\xBE\x68\x95\x24\x3E\xE5\xD9\x8B\x68\x07\x53\xCA\x4E\x58\x48\xD5\x4E\xB4\xA3\x96\x28\xF9\x36\x78\x40\xF1\x28\x4C\x3A\x9D\x2A\xC7\x54\xFA\x22\x9F\x64\xF1\xA2\xF2\x63\xF5\x5C\x24\xFF\xF3\xD5\x52\x5C\x66\xFB\xA5\x95\x3D\x4A\x0A\xD9\x5A\xDE\xC8\xAE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x90\xBE\x48\x05\xBE\xEF\x17\xB5\x01\x20\x00\x00\x50\x34\x02\x82\xEA\x0C\x00\x16\x25\x89\xC8\x2F\x0A\xED\x01\x6D\x08\x4C\xE2\xB7\x00\x40\x00\x01\x11\x46\x36\x8C\x48\xD2\x94\xA3\x80\x00\x00\x00\xA4\x09\xDB\x32\xF2\x32\x21\xD0\x8D\x15\x0F\x8B\x93\x87\xA5\xAA\xBA\xAC\x06\x49\x00\x00\x00\x00\xD6\xE4\xA7\xCB\x14\x8E\x38\x14\x3A\x58\x1A\xCE\x7F\xFF\xFF\xFF\x5C\x94\xF5\x47\xEE\x54\xC3\x98\x78\x05\xDB\x61\x7F\xFF\xFF\xFF\x39\x8F\xDA\x3D\x80\x00\x00\x00\x62\x75\xBA\x15\x3C\x8A\x54\xB7\x6F\x57\xCA\x74\x80\x00\x00\x00\x5D\xBE\x99\x08\x80\x00\x00\x00\x6D\x43\x85\x2F\x12\xA5\xC2\x29\x29\x51\xD1\x28\xE0\x38\xD2\xE4\x69\x3A\xE5\xEA\x9E\xA9\xDA\x6C\x44\xBF\x55\xD3\x55\xAB\x32\x54\x1F\xA5\xF6\x56\x7F\xFF\xFF\xFF\x77\x06\x43\xA1\x7F\xFF\xFF\xFF\x41\x5C\x7B\x5E\x7F\xFF\xFF\xFF\x4B\xF9\xDA\x2D\x80\x00\x00\x00\xA3\xCB\xEF\x71\x7F\xFF\xFF\xFF\x86\x46\xBB\x9D\xC7\x25\x1C\xD1\xBD\xAF\x1B\x3F\x80\x00\x00\x00\x76\xA5\xB0\xC5\x7F\xFF\xFF\xFF\x63\x46\x7F\x81\x80\x00\x00\x00\x7F\xC2\x71\x8D\x7F\xFF\xFF\xFF\x7E\x97\xBC\xFF\x80\x00\x00\x00\x7A\xB9\xE2\x4C\x80\x00\x00\x00\x6B\x6D\xBF\xB7\x7F\xFF\xFF\xFF\x6B\x8D\x77\x8E\xEB\x62\x9A\x2A\x63\x5F\x16\x09\x7F\xFF\xFF\xFF\x4C\x38\xE9\x4D\xBB\x7C\xEB\xF9\x7F\x2B\x2F\x4F\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1\xB3\x8D\xA8\xA3\xAD\x71\xC5\x0A\xDE\xD4\x29\xCE\x81\x4D\xF9\x92\x10\x9E\x0B\xB3\x42\x72\x53\x5D\xAF\x28\xEA\x0E\xA8\xE5\xFE\xAA\xF0\xDA\x19\xF8\xD3\xBB\xC1\xC7\x3C\x5E\x59\x1B\xEE\x5D\x43\x2F\x6F\x41\x9D\xBE\x68\x95\x24\x3E\xE5\xD9\x8B\x68\x07\x53\xCA\x4E\x58\x48\xD5\x4E\xB4\xA3\x96\x28\xF9\x36\x78\x40\xF1\x28\x4C\x3A\x9D\x2A\xC7\x54\xFA\x22\x9F\x64\xF1\xA2\xF2\x63\xF5\x5C\x24\xFF\xF3\xD5\x52\x5C\x66\xFB\xA5\x95\x3D\x4A\x0A\xD9\x5A\xDE\xC8\xAE'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test38(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xA2C282EE), ('P4rIngress.bitmap_seq.seq', 0x13E7A085)], 14115)
        self.setRegisterValue('P4rIngress.rounds', 0x13E7A085, 14115)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0xD5)], 14115)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14115)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x56098D95), ('P4rIngress.values_v00000.hi', 0x75AF70B9)], 14115)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x4841749C), ('P4rIngress.values_v00001.hi', 0xDC1B68E6)], 14115)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x7169E2B5), ('P4rIngress.values_v00010.hi', 0x1FAE0DDB)], 14115)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xAF7C5A6F), ('P4rIngress.values_v00011.hi', 0x4B48741D)], 14115)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x2AB9A0AE), ('P4rIngress.values_v00100.hi', 0xCA32C73D)], 14115)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x56364502), ('P4rIngress.values_v00101.hi', 0x53F9620C)], 14115)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x32EBAEAC), ('P4rIngress.values_v00110.hi', 0x537D1ED6)], 14115)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x55F1FB09), ('P4rIngress.values_v00111.hi', 0x434D693A)], 14115)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4AD98A1E), ('P4rIngress.values_v01000.hi', 0xAF65C55F)], 14115)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x4A6B9EAD), ('P4rIngress.values_v01001.hi', 0x3E2DDB89)], 14115)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x3F3D3AF7), ('P4rIngress.values_v01010.hi', 0xAAFF8FF4)], 14115)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xAFE78826), ('P4rIngress.values_v01011.hi', 0x35F3FA23)], 14115)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x61983B3D), ('P4rIngress.values_v01100.hi', 0x5A422A74)], 14115)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x2A01C1F0), ('P4rIngress.values_v01101.hi', 0x693C95A4)], 14115)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x56A1A60C), ('P4rIngress.values_v01110.hi', 0x93303451)], 14115)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x4EED0B39), ('P4rIngress.values_v01111.hi', 0xB74E9507)], 14115)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x70293B99), ('P4rIngress.values_v10000.hi', 0x7FBEBDAB)], 14115)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x7865CCA7), ('P4rIngress.values_v10001.hi', 0x74D69DF7)], 14115)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xD6CE0E62), ('P4rIngress.values_v10010.hi', 0x4705B74A)], 14115)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xBAB6635B), ('P4rIngress.values_v10011.hi', 0x00000000)], 14115)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x9A715FA1), ('P4rIngress.values_v10100.hi', 0x0F347DA4)], 14115)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xA4E95928), ('P4rIngress.values_v10101.hi', 0x92DD6F34)], 14115)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xADC9EC81), ('P4rIngress.values_v10110.hi', 0x651F4B6E)], 14115)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x5666CAAC), ('P4rIngress.values_v10111.hi', 0xA14CB862)], 14115)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x4854590F), ('P4rIngress.values_v11000.hi', 0x5A54C8DD)], 14115)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x76F4677D), ('P4rIngress.values_v11001.hi', 0x43C6FA85)], 14115)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xCFCEF188), ('P4rIngress.values_v11010.hi', 0x8DC8B7B2)], 14115)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x35536E7F), ('P4rIngress.values_v11011.hi', 0x60932269)], 14115)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xAE5E54C7), ('P4rIngress.values_v11100.hi', 0xABA8D497)], 14115)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x85C547D5), ('P4rIngress.values_v11101.hi', 0xB9165B74)], 14115)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x585B76F6), ('P4rIngress.values_v11110.hi', 0xAF436388)], 14115)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x43A6F3D1), ('P4rIngress.values_v11111.hi', 0x96FE5E90)], 14115)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x383F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000007A),
                gc.DataTuple('slot_count', 0x00001D0E),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD485EE08),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00D),
                gc.KeyTuple('src_addr', 0xFC55733A),
                gc.KeyTuple('src_port', 0x32DF),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x383F),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x02DA),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 13
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFC\x55\x73\x3A\x00\x00\x00\x00\x32\xDF\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x38\x3F\x00\x00\xD4\x85\xEE\x08\x16\xA9\x01\xA9\x13\xE7\xA0\x85\x00\x40\x00\x00\x68\x08\x71\xD5\x25\x92\x4A\xCD\x6A\x2C\xD6\x91\xA1\x8D\x31\xE3\x1E\x26\x87\x3D\x59\xA7\x7E\xCB\x41\x5A\xB9\x6F\x73\x5B\x32\xF5\x6E\xB5\x40\xA6\x9A\x19\xCA\x5F\x43\x54\x7F\x97\x4A\xFF\x16\x7A\xA8\xD6\x1F\x45\x62\x21\x2C\x64\x55\x90\x1A\x5B\x47\x03\xB2\x58\x67\x56\x8F\x25\xAF\x65\x15\x39\x0A\x31\x18\xEE\xAD\x65\x91\x05\x93\x5E\x61\xD0\xB2\xF3\xEF\x10\xBA\x53\x72\xE8\x7D\xD1\x79\xDF\x5F\xDD\x09\x3D\xD9\xE7\xAE\x8F\x7B\xCE\x9D\x11\x28\xFE\x31\xB2\x4C\x85\x44\xCC\x96\xAB\x27\xBB\x49\xA7\x76\xA7\xB5\x0C\xE6\x7F\x59\xC4\x30\xD0\x70\x7A\x22\x0D\x64\x5D\x4E\xAC\x0D\x46\x6E\xC7\x72\xFD\x18\xDC\x69\xEC\x6A\x5A\x9A\x95\x8A\x58\x80\x00\x00\x00\xEB\x1A\xD6\x1B\x34\xAD\xE9\x3C\xC9\x94\xB1\x6B\xB7\xEF\x67\xBA\x25\xE4\xE8\xFF\x4A\x68\xA2\xC2\x3B\x2C\x9D\xA1\xB3\x48\x08\x3E\xDA\xF4\x14\xB7\x3B\x75\x98\x90\x24\x77\xE3\x11\x57\x6A\xB8\xC8\x57\xC2\x44\xF8\x6A\xBA\xF5\xB7\x56\xB7\x62\x4D\x37\x95\xE2\x1B\xBF\x4F\xD2\xDC\xC2\x80\x5A\xA2\x7C\xEE\xDF\x5D\x96\xD8\x9A\xA7\x49\x21\x0F\xE9\x6D\x5A\x17\x3B\x75\xBB\x6B\x71\xE1\x72\x01\x1E\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xFC\x55\x73\x3A\xBE\xEF\x32\xDF\x01\x20\x00\x00\x50\x34\x02\x82\x38\x3F\x00\x00\xD4\x85\xEE\x08\x16\xA9\x01\xA9\x13\xE7\xA0\x85\x00\x40\x00\x20\x7F\xFF\xFF\xFF\x25\x92\x4A\xCD\x7F\xFF\xFF\xFF\xA1\x8D\x31\xE3\x7F\xFF\xFF\xFF\x59\xA7\x7E\xCB\xF0\xD7\x13\xDE\x73\x5B\x32\xF5\x7F\xFF\xFF\xFF\x9A\x19\xCA\x5F\x7F\xFF\xFF\xFF\x4A\xFF\x16\x7A\xDB\xC1\xCD\xF1\x62\x21\x2C\x64\x7F\xFF\xFF\xFF\x47\x03\xB2\x58\x7F\xFF\xFF\xFF\xAF\x65\x15\x39\x54\x9C\xB7\x9B\xAD\x65\x91\x05\xD2\x9B\x9C\xC7\xB2\xF3\xEF\x10\x80\x00\x00\x00\x7D\xD1\x79\xDF\x7F\xFF\xFF\xFF\xD9\xE7\xAE\x8F\x7F\xFF\xFF\xFF\x28\xFE\x31\xB2\x7F\xFF\xFF\xFF\x96\xAB\x27\xBB\x7F\xFF\xFF\xFF\xB5\x0C\xE6\x7F\x7F\xFF\xFF\xFF\x70\x7A\x22\x0D\x7F\xFF\xFF\xFF\x0D\x46\x6E\xC7\x49\xCB\x27\x3E\x69\xEC\x6A\x5A\x80\x00\x00\x00\x80\x00\x00\x00\x85\x8C\x35\xBC\x34\xAD\xE9\x3C\x80\x00\x00\x00\xB7\xEF\x67\xBA\xD3\xAE\xD5\x80\x4A\x68\xA2\xC2\x7F\xFF\xFF\xFF\xB3\x48\x08\x3E\x23\x48\x6D\xC6\x3B\x75\x98\x90\x7F\xFF\xFF\xFF\x57\x6A\xB8\xC8\x27\x91\x36\x80\x6A\xBA\xF5\xB7\x7F\xFF\xFF\xFF\x37\x95\xE2\x1B\x80\x00\x00\x00\xC2\x80\x5A\xA2\x02\xB4\x27\x32\x96\xD8\x9A\xA7\x7F\xFF\xFF\xFF\x6D\x5A\x17\x3B\x7F\xFF\xFF\xFF\xE1\x72\x01\x1E\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test39(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x1497D19E), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 13527)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 13527)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x02), ('P4rIngress.count_exp.exponent', 0x9D)], 13527)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13527)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x7FD6B9D6), ('P4rIngress.values_v00000.hi', 0x26A192FD)], 13527)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x5A2A5182), ('P4rIngress.values_v00001.hi', 0xBE694B5F)], 13527)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x55E09CF7), ('P4rIngress.values_v00010.hi', 0x2E0F52C2)], 13527)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x3AB9BF61), ('P4rIngress.values_v00011.hi', 0x5025DB8E)], 13527)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x7752A6A6), ('P4rIngress.values_v00100.hi', 0xC1AD90F5)], 13527)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x5C4FB3BE), ('P4rIngress.values_v00101.hi', 0x6CCDDD4F)], 13527)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0xFEEFB47B), ('P4rIngress.values_v00110.hi', 0x74686BDB)], 13527)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x54D2D555), ('P4rIngress.values_v00111.hi', 0x41EAA8A5)], 13527)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4A363F75), ('P4rIngress.values_v01000.hi', 0xD59571A2)], 13527)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x0421069F), ('P4rIngress.values_v01001.hi', 0x73F83EBF)], 13527)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x2FB54C43), ('P4rIngress.values_v01010.hi', 0xC1E96A58)], 13527)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xDEE9E8D9), ('P4rIngress.values_v01011.hi', 0x7E6AF99B)], 13527)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x1817430E), ('P4rIngress.values_v01100.hi', 0xA527D337)], 13527)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x751FCEDD), ('P4rIngress.values_v01101.hi', 0x5A7525F5)], 13527)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x32BC2E23), ('P4rIngress.values_v01110.hi', 0x90F43E5A)], 13527)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x4E26B23E), ('P4rIngress.values_v01111.hi', 0xB434089F)], 13527)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6482ABF5), ('P4rIngress.values_v10000.hi', 0x4033F38C)], 13527)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x645C8D92), ('P4rIngress.values_v10001.hi', 0x6F6CAF6B)], 13527)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7734DDD2), ('P4rIngress.values_v10010.hi', 0x41C6C2B8)], 13527)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x5E6224DC), ('P4rIngress.values_v10011.hi', 0x54F8CEDC)], 13527)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xF34A63B9), ('P4rIngress.values_v10100.hi', 0x42256CF1)], 13527)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x1FC4B07E), ('P4rIngress.values_v10101.hi', 0x4B9F7DD5)], 13527)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x4AC56C3E), ('P4rIngress.values_v10110.hi', 0x28F75619)], 13527)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x624A6433), ('P4rIngress.values_v10111.hi', 0xBC926D4B)], 13527)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x545E8FDF), ('P4rIngress.values_v11000.hi', 0x140BA7CC)], 13527)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x75817635), ('P4rIngress.values_v11001.hi', 0x4A341E41)], 13527)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x9EBD34B7), ('P4rIngress.values_v11010.hi', 0xAEF46ACB)], 13527)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x352C6E2B), ('P4rIngress.values_v11011.hi', 0x67AE7C82)], 13527)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x3C159D4A), ('P4rIngress.values_v11100.hi', 0xED63B8B5)], 13527)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x115989B2), ('P4rIngress.values_v11101.hi', 0x8CF770BB)], 13527)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x64AAA723), ('P4rIngress.values_v11110.hi', 0x00000000)], 13527)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x7BCEDDD7), ('P4rIngress.values_v11111.hi', 0xDC91C9B7)], 13527)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x731F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000DB0),
                gc.DataTuple('slot_count', 0x00000A32),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC971E441),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x018),
                gc.KeyTuple('src_addr', 0x0569C81F),
                gc.KeyTuple('src_port', 0x0FDA),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x731F),
                gc.DataTuple('rank', 0x0000),
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
        ig_port = 24
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x05\x69\xC8\x1F\x00\x00\x00\x00\x0F\xDA\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x73\x1F\x00\x00\xC9\x71\xE4\x41\x07\x27\x07\x22\x80\x00\x00\x00\x00\x40\x00\x00\x02\x54\xD4\xA0\x68\x72\xC9\xA1\x57\x38\xBC\x60\x91\x18\xE8\x18\x71\x63\xF9\x1F\x0F\xAA\x56\xDF\xA7\x9A\x63\x3B\x45\x21\x63\x3E\x17\x87\x48\x0C\xB8\xB4\xE2\xB4\x53\x6D\x90\xBE\x4D\x68\x95\xD6\x50\xEF\x18\x09\x45\x51\xB8\xD9\x3C\x7C\xA5\x93\x52\x43\xB8\x71\x57\xE0\x9A\x59\x96\x0C\xB9\xBA\xCF\xB9\xE4\x89\xB2\x54\xFC\xB1\xEA\x5E\xB5\xF5\xB8\xC5\xEE\xF5\x86\xAF\x0B\x4D\x57\xD5\x7F\x32\x71\x74\xF9\x35\x3F\x7A\x67\x92\x3A\xB4\x57\x47\x48\x58\xB4\x12\x6E\x92\x55\xA4\xB0\xA0\x86\xD6\x6E\x6A\x9F\xEF\xC7\x3F\x75\x7D\x76\xEA\xAA\xDF\x5B\x3B\x1C\xC5\xA5\xCD\x9B\x6A\x40\x68\x96\xF8\x13\xF2\xA0\xB3\xB5\x32\xFB\x3A\x52\xAA\x3D\xC7\x75\x51\x8C\x8A\x82\x0F\xBA\x3F\xE9\x2E\xCB\x0F\x6C\x31\xBA\x86\xA5\x81\x26\x07\x3A\x7A\x87\x0D\xFE\x93\xD1\xE7\x43\x28\x36\xB6\x03\xD9\x2F\x0C\x54\x39\xDD\x5F\x72\xA4\xCC\x2F\x46\x0B\x55\xB3\x73\xA2\xAE\xF5\xE0\x60\x74\x68\xB4\x1A\x2C\x94\x6D\x26\xE9\x17\x52\x06\x18\x48\x4F\xEE\xD2\xAB\x2F\xBA\x2D\xFD\x11\x5D\xDF\x2B\xBF\x87\x6E\xAB\x25\xE4\xB7\xD1\x00\x00\x00\x00\x38\xE6\xD6\x67\x63\xBD\x7F\xBF\xD2\x94\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6\x6F\x23\xD1\xD8\x54\x08\x97\x9C\x6F\x3A\x93\xD0\x01\xDF\xA7\xF2\xA9\x32\xA4\xF5\xC0\xBF\xC0\xB0\xA5\x33\x03\xFE\x31\x4B\x59\xF8\x43\x8A\x22\x00\x88\xE0\xBA\x18\x83\xC7\x85\x06\xF2\xBD\xDB\x97\xCB\x00\x25\xB6\xC0\x14\xC9\x69\x4C\x40\x17\x14\x0F\x26\x3C\xDB\x8C\x62\x34\x73'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test40(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xA6A8723D), ('P4rIngress.bitmap_seq.seq', 0x74000000)], 10968)
        self.setRegisterValue('P4rIngress.rounds', 0x74000000, 10968)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0xC9)], 10968)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10968)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xD7725969), ('P4rIngress.values_v00000.hi', 0x4118DE22)], 10968)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x4D518BC6), ('P4rIngress.values_v00001.hi', 0x67AD5A88)], 10968)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xA29A5B39), ('P4rIngress.values_v00010.hi', 0xBA38E6BE)], 10968)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x72AF7496), ('P4rIngress.values_v00011.hi', 0x7CBEBBA6)], 10968)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x47AC4FE6), ('P4rIngress.values_v00100.hi', 0xBE034CC4)], 10968)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xB6D7231A), ('P4rIngress.values_v00101.hi', 0x8C7FD2D7)], 10968)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6A50C619), ('P4rIngress.values_v00110.hi', 0x9F0D7C39)], 10968)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x4DF0478E), ('P4rIngress.values_v00111.hi', 0x3B171CC7)], 10968)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x47EB9E55), ('P4rIngress.values_v01000.hi', 0x4A2BDE29)], 10968)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x1328FCF4), ('P4rIngress.values_v01001.hi', 0x7B8CC539)], 10968)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x67BDB9D7), ('P4rIngress.values_v01010.hi', 0xAE430F6D)], 10968)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7BC57EE3), ('P4rIngress.values_v01011.hi', 0x1ECEFA6F)], 10968)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4E39E8CE), ('P4rIngress.values_v01100.hi', 0x71059714)], 10968)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x553F74D7), ('P4rIngress.values_v01101.hi', 0xDABC64D0)], 10968)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x11A777EF), ('P4rIngress.values_v01110.hi', 0x727BBB84)], 10968)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x7266B02B), ('P4rIngress.values_v01111.hi', 0x7373A60B)], 10968)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x3D5DB229), ('P4rIngress.values_v10000.hi', 0x9F6A7203)], 10968)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x67CE9585), ('P4rIngress.values_v10001.hi', 0x5CD0C9E1)], 10968)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x1FB3AC0D), ('P4rIngress.values_v10010.hi', 0x231E1731)], 10968)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x66E2E84A), ('P4rIngress.values_v10011.hi', 0x2B44CCF4)], 10968)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x6EEDBF3F), ('P4rIngress.values_v10100.hi', 0x11513BCF)], 10968)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xB25E5275), ('P4rIngress.values_v10101.hi', 0x4170CD73)], 10968)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x477592AA), ('P4rIngress.values_v10110.hi', 0x389699C6)], 10968)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xBAB4DB74), ('P4rIngress.values_v10111.hi', 0x4DBB2CE9)], 10968)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x2A2F6D6F), ('P4rIngress.values_v11000.hi', 0x57838297)], 10968)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x91613221), ('P4rIngress.values_v11001.hi', 0x5C8A8CB1)], 10968)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x77F6E23C), ('P4rIngress.values_v11010.hi', 0x2F40940B)], 10968)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x90E21D8E), ('P4rIngress.values_v11011.hi', 0x266FFA2E)], 10968)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xA6AD285D), ('P4rIngress.values_v11100.hi', 0x3C832DAB)], 10968)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xBD28FA17), ('P4rIngress.values_v11101.hi', 0x521DE937)], 10968)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xB4734D07), ('P4rIngress.values_v11110.hi', 0xEAE831BA)], 10968)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xAD0D6C00), ('P4rIngress.values_v11111.hi', 0x67A39B83)], 10968)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xFCB5),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000AD8),
                gc.DataTuple('slot_count', 0x000012C6),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF6142E4B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0x91402267),
                gc.KeyTuple('src_port', 0x175A),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xFCB5),
                gc.DataTuple('rank', 0x0016),
                gc.DataTuple('worker_index', 0x01A6),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x91\x40\x22\x67\x00\x00\x00\x00\x17\x5A\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xFC\xB5\x00\x16\xF6\x14\x2E\x4B\x00\x00\x01\x05\x74\x00\x00\x00\x00\x40\x00\x00\x85\x63\x26\xC6\x68\xBB\xEB\x05\x69\x73\xEF\x95\x40\x3E\x59\xF8\xAD\xCA\xD3\x3D\xAA\x18\x19\x34\x40\xC5\xA0\x72\xCC\x0E\x32\x31\x50\xA0\x5C\x87\xA4\x66\xE1\xDC\xB8\x3B\x16\x1B\xF6\xF8\x46\x55\x64\xD3\xCC\x99\xC6\x34\x63\xD1\x71\x4D\xEB\xC3\x76\xF9\x48\xAB\x5D\xC8\xA4\x7D\x4F\xCD\x43\x3C\x35\xF3\x87\x24\x45\x2F\x41\x25\x32\xB1\x24\xD5\x0B\xB6\xBC\x2F\x40\x3C\x0A\x69\xEE\xC8\x72\xC3\x59\xF1\x53\x44\x69\x8B\x0C\x1E\x55\x28\x6D\x92\x90\x94\x20\x56\x75\x9F\x0D\xCB\x4A\x9B\x60\x92\x6A\xC8\x90\xA1\x61\x85\x6B\xDB\x59\x7F\x71\xEC\xB1\x77\x22\x07\x76\x95\x6D\xCC\x66\x58\xCD\xBB\x81\x3F\xBD\x03\x70\x32\x36\x11\x7A\x7F\xC5\x3A\xAB\x6D\x35\x57\xCB\xAF\x70\xC7\xF6\xFF\xA3\xD8\xBB\x2F\x7F\x6D\x62\xD3\x4D\xCA\x40\x31\xA9\xAF\x63\xE2\xDC\xC8\xFD\x5D\x92\xB3\x53\x14\x51\x55\xBE\xED\x87\xC9\x44\x0E\xDE\xB5\x8F\x85\x14\x4F\x45\x90\x1D\x51\xA7\x07\x6C\xB5\xE2\xA2\xB9\xFB\xB5\x23\x3F\x18\x73\xA2\x0A\x60\xBE\xC7\xAC\x15\x43\x85\x32\xB4\x91\x5B\x2E\x47\x30\x86\x84\x94\x95\x86\x6A\x31\xEC\x53\x9B\xAC\xCB\xFE\x64\x34\x3B\xA9\x52\xD9\xED\xCF\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E\x0D\x7E\x9C\x9D\x94\xFF\xEA\xAC\x70\x26\xDB\x55\xFF\x5B\x2D\x20\xEE\x59\xC4\xFC\x05\x78\xE5\x03\xDA\xF8\xBE\x5C\x4D\xA8\x0F\xCF\xA5\x3A\x6A\x06\x03\x18\xC5\xFA\xA8\x2C\xAF\xC1\xC9\xCE\x1B\x4F\xD9\xD5\x83\x25'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x91\x40\x22\x67\xBE\xEF\x17\x5A\x01\x20\x00\x00\x50\x34\x02\x82\xFC\xB5\x00\x16\xF6\x14\x2E\x4B\x00\x00\x01\x05\x74\x00\x00\x00\x00\x40\x00\x20\x80\x00\x00\x00\x68\xBB\xEB\x05\x7F\xFF\xFF\xFF\x40\x3E\x59\xF8\x80\x00\x00\x00\xAA\x18\x19\x34\x7F\xFF\xFF\xFF\xCC\x0E\x32\x31\x7F\xFF\xFF\xFF\xA4\x66\xE1\xDC\x80\x00\x00\x00\xF6\xF8\x46\x55\x7F\xFF\xFF\xFF\xC6\x34\x63\xD1\x7F\xFF\xFF\xFF\x76\xF9\x48\xAB\x7F\xFF\xFF\xFF\x4F\xCD\x43\x3C\x49\x1C\x84\x18\x45\x2F\x41\x25\x7F\xFF\xFF\xFF\x0B\xB6\xBC\x2F\x7F\xFF\xFF\xFF\xEE\xC8\x72\xC3\x7F\xFF\xFF\xFF\x69\x8B\x0C\x1E\x7F\xFF\xFF\xFF\x90\x94\x20\x56\x7F\xFF\xFF\xFF\x4A\x9B\x60\x92\x7F\xFF\xFF\xFF\x61\x85\x6B\xDB\x7F\xFF\xFF\xFF\xB1\x77\x22\x07\x7F\xFF\xFF\xFF\x66\x58\xCD\xBB\xA0\xF3\x69\x10\x70\x32\x36\x11\x7F\xFF\xFF\xFF\xAB\x6D\x35\x57\x3A\x9D\x30\x06\xF6\xFF\xA3\xD8\x80\x00\x00\x00\x62\xD3\x4D\xCA\x7F\xFF\xFF\xFF\x63\xE2\xDC\xC8\xB8\x12\x6E\x27\x53\x14\x51\x55\xE9\x1C\xF5\x38\x44\x0E\xDE\xB5\x80\x00\x00\x00\x45\x90\x1D\x51\x1E\xFE\x4E\xF1\xE2\xA2\xB9\xFB\x80\x00\x00\x00\x73\xA2\x0A\x60\x80\x00\x00\x00\x43\x85\x32\xB4\x80\x00\x00\x00\x30\x86\x84\x94\x80\x00\x00\x00\xEC\x53\x9B\xAC\x80\x00\x00\x00\x3B\xA9\x52\xD9\xED\xCF\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E\x0D\x7E\x9C\x9D\x94\xFF\xEA\xAC\x70\x26\xDB\x55\xFF\x5B\x2D\x20\xEE\x59\xC4\xFC\x05\x78\xE5\x03\xDA\xF8\xBE\x5C\x4D\xA8\x0F\xCF\xA5\x3A\x6A\x06\x03\x18\xC5\xFA\xA8\x2C\xAF\xC1\xC9\xCE\x1B\x4F\xD9\xD5\x83\x25'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test41(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xBE6DD550), ('P4rIngress.bitmap_seq.seq', 0xD665555C)], 13893)
        self.setRegisterValue('P4rIngress.rounds', 0xD665555C, 13893)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1C), ('P4rIngress.count_exp.exponent', 0xFE)], 13893)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13893)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x5A6B7B49), ('P4rIngress.values_v00000.hi', 0x4A83ADCA)], 13893)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x45A3492C), ('P4rIngress.values_v00001.hi', 0x955C6797)], 13893)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x5B50EA37), ('P4rIngress.values_v00010.hi', 0x2FECDDEA)], 13893)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x34651B03), ('P4rIngress.values_v00011.hi', 0x1C994E25)], 13893)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x39045846), ('P4rIngress.values_v00100.hi', 0xF42EE667)], 13893)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x4E2D9B64), ('P4rIngress.values_v00101.hi', 0x339D02C7)], 13893)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x9F4D59A5), ('P4rIngress.values_v00110.hi', 0x54F9D7B4)], 13893)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7D66D326), ('P4rIngress.values_v00111.hi', 0x4702C93D)], 13893)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x23BF7D76), ('P4rIngress.values_v01000.hi', 0x9ED3DD57)], 13893)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xFDD4F7BB), ('P4rIngress.values_v01001.hi', 0x5B5FA9DE)], 13893)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x47EB7EFE), ('P4rIngress.values_v01010.hi', 0x2D5F32CB)], 13893)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x4370A95C), ('P4rIngress.values_v01011.hi', 0x8D0DA06D)], 13893)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x29D3ED3D), ('P4rIngress.values_v01100.hi', 0x96658D05)], 13893)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x9A8A5327), ('P4rIngress.values_v01101.hi', 0xF32B75B2)], 13893)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x78F64BE4), ('P4rIngress.values_v01110.hi', 0x771A3EF6)], 13893)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5CECB7B8), ('P4rIngress.values_v01111.hi', 0x2369BD89)], 13893)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x502AA9BB), ('P4rIngress.values_v10000.hi', 0x90A7D867)], 13893)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xD34C67E9), ('P4rIngress.values_v10001.hi', 0xC5943B5D)], 13893)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x62BD2691), ('P4rIngress.values_v10010.hi', 0x2CA9F6DD)], 13893)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x63E31923), ('P4rIngress.values_v10011.hi', 0x5B971993)], 13893)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xD47F5DED), ('P4rIngress.values_v10100.hi', 0x9EF4F2F5)], 13893)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x6B597B4C), ('P4rIngress.values_v10101.hi', 0x6F1D75DB)], 13893)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x5BA33159), ('P4rIngress.values_v10110.hi', 0xE417FCFB)], 13893)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4A5FC758), ('P4rIngress.values_v10111.hi', 0x6BD16E68)], 13893)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x94057439), ('P4rIngress.values_v11000.hi', 0x9C58AFCF)], 13893)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x74B6EBF3), ('P4rIngress.values_v11001.hi', 0xA0FDC235)], 13893)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x33C56BF8), ('P4rIngress.values_v11010.hi', 0x5BE4CDEB)], 13893)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x835609FD), ('P4rIngress.values_v11011.hi', 0x3B70B2F6)], 13893)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x816D7293), ('P4rIngress.values_v11100.hi', 0x675A78C9)], 13893)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x426788F8), ('P4rIngress.values_v11101.hi', 0xAE2CB106)], 13893)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xDBCC52E7), ('P4rIngress.values_v11110.hi', 0x5C4BF252)], 13893)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x57596BF7), ('P4rIngress.values_v11111.hi', 0xC5F5A7DC)], 13893)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2BE3),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000004EC),
                gc.DataTuple('slot_count', 0x000018C5),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEA94CF65),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01B),
                gc.KeyTuple('src_addr', 0xF55FAC9E),
                gc.KeyTuple('src_port', 0x91BD),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2BE3),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x03C1),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF5\x5F\xAC\x9E\x00\x00\x00\x00\x91\xBD\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x2B\xE3\x00\x00\xEA\x94\xCF\x65\x11\x59\x05\xD9\xD6\x65\x55\x5C\x00\x40\x00\x00\x6F\x1B\x47\x4D\x7D\x2B\x53\x33\x72\xB1\xFA\xB9\xD5\x55\xD9\x89\x4F\xB3\x17\x62\x22\xA9\x65\xC7\x0D\x61\x01\xE9\x6E\x4E\x2A\x6B\x47\x93\x86\xCF\x84\xE5\x17\x76\x4F\x65\xD5\x54\x7B\xA6\x40\x7C\x5D\x47\x4C\x84\x66\x79\xE4\x24\x14\x02\x74\xE5\x6E\x2C\x7F\x57\x62\x13\x4C\x26\xA2\xB1\x67\x81\x7D\x0C\x0A\xDA\xEB\x42\xA6\xDA\xBD\xA9\x44\x8F\x7C\xDA\x7A\x1B\x57\x24\x8D\x7D\x91\xCA\x91\x9F\x65\x56\x4B\x3C\x4E\x4C\x34\x25\x53\x66\x35\x32\x61\xA7\x70\x90\x57\x8E\xFE\x64\x7E\x4E\x28\x56\x52\x4D\xB6\x4E\x29\x7C\x62\xA6\x6C\xF2\xF7\x61\x6A\xA0\x3B\xD1\xF7\x57\x96\x2A\x33\xD4\x38\x1C\xFA\xF2\x1F\x53\x09\xEB\xA9\xEC\x55\x31\x59\xB3\x6C\xD4\x81\x13\xF7\x2C\x6B\x64\x99\x64\x45\xA4\x48\x07\x26\x4B\x1F\xCB\xB0\x53\x4D\x62\xBE\xE1\x6F\xD0\x16\xCA\x67\x25\xA8\xD8\x42\x4A\xEE\xF9\xB1\xFE\x66\xDF\x98\x1E\x99\xB9\x16\xA1\x49\x39\xAF\xAD\xE9\x13\x98\xDD\xEB\xC7\x3B\xB8\xC4\xEB\x84\x72\x28\x34\xB2\x93\xBA\xD3\xDB\x39\xB2\x9D\x69\xCA\x54\xF3\x6E\x81\xD8\x4C\x90\xA6\xFF\x37\x99\x67\x3B\xE7\x6C\x2B\xFB\x5B\x96\x0A\xE8\x73\xB5\x31\x28\xAE\x2D\x3A\xCC\x81\xA9\xF8\x3B\xD8\x43\xDF\xA5\xB9\xD6\x41\xE7\x73\x4B\x19\xB8\x00\xF9\xFD\xC7\xF2\x9E\x76\x24\x65\xC4\xBC\xC2\xC3\xF3\x38\xFE\x18\xF0\xA7\x26\xA6\xAC\x49\x34\xAA\x37\xD1\x9E\x5C\x9E\x54\x9B\x94\xB1\x60\xB2\x78\x53\x7C\x83\xCB\x0C\x67\xAE\x80\x4F\x08\x21\x8C\x4F\x9A\xB4\x4D\xE2\x1E\x59\x2D\x5D\x34\x72\xE0\x71\xE9\x4B\xAC\x0E\x07\xAC\x27\x2A\xF6\xA3\xA7\x6A\xCD\x72\x17\x9F\x71\xB1\x72\x1B\x0C\x7B\x50\x72\x97\x78\x86\x82\x03\x14\x7E\xE0\x47\x4F\x0D\x0A\x95\xC0\x6B\x81\x64\x20\xFF\x9B\x32\xCE\x60\xB5\x97\x74\x4A\xEA\x1E\xC0\xC9\x3D\x0D\xDB\xDC\x1F\xB6\xF8\x98\xEA\x96\x6D\x23\xD5\x7D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF5\x5F\xAC\x9E\xBE\xEF\x91\xBD\x01\x20\x00\x00\x50\x34\x02\x82\x2B\xE3\x00\x00\xEA\x94\xCF\x65\x11\x59\x01\xD9\xD6\x65\x55\x5C\x00\x40\x00\x1D\x7F\xFF\xFF\xFF\x7D\x2B\x53\x33\x7F\xFF\xFF\xFF\xD5\x55\xD9\x89\x7F\xFF\xFF\xFF\x22\xA9\x65\xC7\x41\xC6\x1C\xEC\x6E\x4E\x2A\x6B\x7F\xFF\xFF\xFF\x84\xE5\x17\x76\x7F\xFF\xFF\xFF\x7B\xA6\x40\x7C\xFC\x94\xA6\x29\x66\x79\xE4\x24\x7F\xFF\xFF\xFF\x6E\x2C\x7F\x57\x7F\xFF\xFF\xFF\xA2\xB1\x67\x81\x7A\xE1\x02\x95\xEB\x42\xA6\xDA\x05\x94\xC3\x8D\x7C\xDA\x7A\x1B\x7F\xFF\xFF\xFF\x91\xCA\x91\x9F\x7F\xFF\xFF\xFF\x4E\x4C\x34\x25\xED\xF0\x88\x59\x61\xA7\x70\x90\x7F\xFF\xFF\xFF\x7E\x4E\x28\x56\x7F\xFF\xFF\xFF\x29\x7C\x62\xA6\x7F\xFF\xFF\xFF\x6A\xA0\x3B\xD1\xCA\xA3\xFE\x13\x33\xD4\x38\x1C\x5D\xAF\x45\xE4\x09\xEB\xA9\xEC\x7F\xFF\xFF\xFF\x6C\xD4\x81\x13\xCB\xAB\xC9\x51\x99\x64\x45\xA4\x7F\xFF\xFF\xFF\x1F\xCB\xB0\x53\x7F\xFF\xFF\xFF\x6F\xD0\x16\xCA\x7F\xFF\xFF\xFF\x42\x4A\xEE\xF9\x80\x00\x00\x00\x98\x1E\x99\xB9\x7F\xFF\xFF\xFF\xAF\xAD\xE9\x13\xCC\xA3\x57\xBF\x3B\xB8\xC4\xEB\x80\x00\x00\x00\xB2\x93\xBA\xD3\x80\x00\x00\x00\x69\xCA\x54\xF3\x7F\xFF\xFF\xFF\x90\xA6\xFF\x37\x80\x00\x00\x00\x6C\x2B\xFB\x5B\xED\x64\x54\x6A\xB5\x31\x28\xAE\x2D\x3A\xCC\x81\xA9\xF8\x3B\xD8\x43\xDF\xA5\xB9\xD6\x41\xE7\x73\x4B\x19\xB8\x00\xF9\xFD\xC7\xF2\x9E\x76\x24\x65\xC4\xBC\xC2\xC3\xF3\x38\xFE\x18\xF0\xA7\x26\xA6\xAC\x49\x34\xAA\x37\xD1\x9E\x5C\x9E\x54\x9B\x94\xB1\x60\xB2\x78\x53\x7C\x83\xCB\x0C\x67\xAE\x80\x4F\x08\x21\x8C\x4F\x9A\xB4\x4D\xE2\x1E\x59\x2D\x5D\x34\x72\xE0\x71\xE9\x4B\xAC\x0E\x07\xAC\x27\x2A\xF6\xA3\xA7\x6A\xCD\x72\x17\x9F\x71\xB1\x72\x1B\x0C\x7B\x50\x72\x97\x78\x86\x82\x03\x14\x7E\xE0\x47\x4F\x0D\x0A\x95\xC0\x6B\x81\x64\x20\xFF\x9B\x32\xCE\x60\xB5\x97\x74\x4A\xEA\x1E\xC0\xC9\x3D\x0D\xDB\xDC\x1F\xB6\xF8\x98\xEA\x96\x6D\x23\xD5\x7D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test42(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x087D4A38), ('P4rIngress.bitmap_seq.seq', 0x4A2DC652)], 10839)
        self.setRegisterValue('P4rIngress.rounds', 0x4A2DC652, 10839)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x9E)], 10839)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10839)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x1D4C6D45), ('P4rIngress.values_v00000.hi', 0x70B7CE91)], 10839)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x4A3B4196), ('P4rIngress.values_v00001.hi', 0x8DAAD8BB)], 10839)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x63736587), ('P4rIngress.values_v00010.hi', 0xEA85E97E)], 10839)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x3EF1294A), ('P4rIngress.values_v00011.hi', 0x3B03093A)], 10839)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6D550648), ('P4rIngress.values_v00100.hi', 0xAC17171A)], 10839)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x41E8A25A), ('P4rIngress.values_v00101.hi', 0x370B6E7D)], 10839)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x5F3C37ED)], 10839)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x4B5EB1CA), ('P4rIngress.values_v00111.hi', 0x643534F9)], 10839)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6837CAD4), ('P4rIngress.values_v01000.hi', 0xB2DE0ACF)], 10839)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xF5B657EE), ('P4rIngress.values_v01001.hi', 0x1A8E9803)], 10839)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x340BC1F9), ('P4rIngress.values_v01010.hi', 0x5BD7221F)], 10839)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x54CC877E), ('P4rIngress.values_v01011.hi', 0xA14D4325)], 10839)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4EF0356F), ('P4rIngress.values_v01100.hi', 0x5BD311A9)], 10839)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xAB5036F3), ('P4rIngress.values_v01101.hi', 0x1D769317)], 10839)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x51216EB6), ('P4rIngress.values_v01110.hi', 0x4B1BCA55)], 10839)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x4F644501), ('P4rIngress.values_v01111.hi', 0xF1F5DFBB)], 10839)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x5E2CE442), ('P4rIngress.values_v10000.hi', 0x4E819BDA)], 10839)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x174AF4D4), ('P4rIngress.values_v10001.hi', 0x03967B1D)], 10839)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xBA7E3A67), ('P4rIngress.values_v10010.hi', 0xADEFBA5E)], 10839)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x5BB9BCE5), ('P4rIngress.values_v10011.hi', 0x41BD90EC)], 10839)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xB1D9495B), ('P4rIngress.values_v10100.hi', 0xBD86FED0)], 10839)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7A48F612), ('P4rIngress.values_v10101.hi', 0x7B4CED6D)], 10839)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xE7C67A1E), ('P4rIngress.values_v10110.hi', 0xDC64E691)], 10839)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x8FF6A95B), ('P4rIngress.values_v10111.hi', 0x1F2F8C19)], 10839)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x915B6D19), ('P4rIngress.values_v11000.hi', 0xBD5B216F)], 10839)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x3A2D5BAB), ('P4rIngress.values_v11001.hi', 0xCFFC7537)], 10839)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4E9BA479), ('P4rIngress.values_v11010.hi', 0x38518D03)], 10839)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xB3F33E27), ('P4rIngress.values_v11011.hi', 0x115A77EA)], 10839)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xA6BB63FE), ('P4rIngress.values_v11100.hi', 0x0AB5DD5A)], 10839)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xDD4299B3), ('P4rIngress.values_v11101.hi', 0x4B45B83F)], 10839)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xAF6C115C), ('P4rIngress.values_v11110.hi', 0x518E71D8)], 10839)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x772B0173), ('P4rIngress.values_v11111.hi', 0x7DD0F7D2)], 10839)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5F2F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000007FB),
                gc.DataTuple('slot_count', 0x00000C75),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3D1A81B5),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00C),
                gc.KeyTuple('src_addr', 0xE1F9CEC0),
                gc.KeyTuple('src_port', 0x51C4),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5F2F),
                gc.DataTuple('rank', 0x0000),
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
        ig_port = 12
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE1\xF9\xCE\xC0\x00\x00\x00\x00\x51\xC4\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x5F\x2F\x00\x00\x3D\x1A\x81\xB5\x02\x5C\x03\x4A\x4A\x2D\xC6\x52\x00\x40\x00\x00\x65\x2E\x49\x8F\x2C\x60\xEC\x33\x60\xEA\xD9\x66\xD0\x53\xB0\x3B\x1E\xBC\xFE\x38\x2A\x6D\x4B\x69\xB6\x6F\x2C\x6E\x51\x25\xAA\x9A\x46\x72\x15\xAB\xCE\xD5\x15\x3E\x5C\x8B\x58\xF2\x71\xC9\x31\x5F\xE4\x9F\xCE\x12\x64\xEA\x07\x44\x4E\x1C\x1A\xBF\x59\xE5\x77\x1D\x6C\xBB\x2D\xC4\x9B\x15\x10\xCB\x5A\x97\xDB\x09\xDA\x9E\x6F\x2F\x96\x7A\xD4\x2B\x25\xA7\xAD\x4C\x53\xCA\x3D\x76\xDA\xD4\x6E\x45\x6C\xD2\x35\x53\x00\x00\x00\x00\x7F\x5B\x56\xF7\xC2\xFD\xC9\x1B\x6B\xB6\x24\xAA\x6B\xCB\x57\x25\x5D\x0A\x5D\xC1\x77\xEC\x7C\xA6\x26\xEA\x16\xC0\xE6\xCD\x9B\xC2\x59\x5F\xA5\x94\x8E\x9F\x62\x8F\xA8\xFD\xF6\xC5\xC6\x06\x5C\xB2\x1A\x5F\xF5\x6F\x7E\x2D\xEE\x7B\xB2\xEA\xC4\x63\xB4\x2E\xBC\x21\x41\x6A\xE2\xA5\x49\xA8\x32\x68\x82\x71\xF5\x58\x90\x24\x7E\x76\xAA\x13\x67\x5D\xC3\x33\x6E\x57\x34\xBB\x25\xDE\xA0\x5B\x04\x9B\x71\x59\xE4\x46\x90\xAD\xD5\x8E\x4E\xAC\x32\x48\x1F\x55\xFE\x22\x3B\xDF\x28\xDC\x7C\x5E\x05\x5F\xAD\x2C\x21\x2B\xDE\x18\xB6\xDB\x6A\x87\xD7\x1E\x54\x45\x09\xB0\xB6\x2A\xF3\x99\x65\xAB\x4F\x99\x65\xB3\xCD\x58\x77\x31\x80\x61\x4F\x22\xE0\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE1\xF9\xCE\xC0\xBE\xEF\x51\xC4\x01\x20\x00\x00\x50\x34\x02\x82\x5F\x2F\x00\x00\x3D\x1A\x81\xB5\x02\x5C\x01\x4A\x4A\x2D\xC6\x52\x00\x40\x00\x20\x7F\xFF\xFF\xFF\x2C\x60\xEC\x33\x7F\xFF\xFF\xFF\xD0\x53\xB0\x3B\x7F\xFF\xFF\xFF\x2A\x6D\x4B\x69\xF5\x60\x55\xB8\x51\x25\xAA\x9A\x7F\xFF\xFF\xFF\xCE\xD5\x15\x3E\x7F\xFF\xFF\xFF\x71\xC9\x31\x5F\xE4\x9F\xCE\x12\x64\xEA\x07\x44\x7F\xFF\xFF\xFF\x59\xE5\x77\x1D\x7F\xFF\xFF\xFF\x9B\x15\x10\xCB\x50\x4E\x32\xF7\xDA\x9E\x6F\x2F\xCA\x86\x96\x24\x25\xA7\xAD\x4C\x7F\xFF\xFF\xFF\xDA\xD4\x6E\x45\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x2A\xAB\x8D\xEA\xC2\xFD\xC9\x1B\x7F\xFF\xFF\xFF\x6B\xCB\x57\x25\x7F\xFF\xFF\xFF\x77\xEC\x7C\xA6\x7F\xFF\xFF\xFF\xE6\xCD\x9B\xC2\x70\xAA\x9A\x68\x8E\x9F\x62\x8F\x80\x00\x00\x00\xC6\x06\x5C\xB2\x76\x19\xB2\x54\x7E\x2D\xEE\x7B\x80\x00\x00\x00\xB4\x2E\xBC\x21\x7F\xFF\xFF\xFF\x49\xA8\x32\x68\x80\x00\x00\x00\x90\x24\x7E\x76\x80\x00\x00\x00\xC3\x33\x6E\x57\xC6\x16\x92\xF7\xA0\x5B\x04\x9B\x7F\xFF\xFF\xFF\x90\xAD\xD5\x8E\x7F\xFF\xFF\xFF\x1F\x55\xFE\x22\xEF\xD2\x67\x03\x7C\x5E\x05\x5F\x80\x00\x00\x00\xDE\x18\xB6\xDB\x47\xCA\x70\xD1\x54\x45\x09\xB0\x80\x00\x00\x00\x65\xAB\x4F\x99\x7F\xFF\xFF\xFF\x77\x31\x80\x61\x4F\x22\xE0\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test43(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x172CF440), ('P4rIngress.bitmap_seq.seq', 0x153FE96B)], 12330)
        self.setRegisterValue('P4rIngress.rounds', 0x153FE96B, 12330)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x52), ('P4rIngress.count_exp.exponent', 0xE6)], 12330)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12330)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x4ED557B6), ('P4rIngress.values_v00000.hi', 0x0D6AE396)], 12330)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7E449BF3), ('P4rIngress.values_v00001.hi', 0xC8B035D6)], 12330)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x7249FE6F), ('P4rIngress.values_v00010.hi', 0xB9ABDDB7)], 12330)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xE1E4AF4B), ('P4rIngress.values_v00011.hi', 0x541924D0)], 12330)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x50C9BCAD), ('P4rIngress.values_v00100.hi', 0xA1C1065D)], 12330)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x3DD95DDC), ('P4rIngress.values_v00101.hi', 0x73BD075E)], 12330)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0xD1CD7BDB), ('P4rIngress.values_v00110.hi', 0x51A345E1)], 12330)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x66512A83), ('P4rIngress.values_v00111.hi', 0x61BDBBD6)], 12330)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4D7ECD6D), ('P4rIngress.values_v01000.hi', 0xBE65C3B2)], 12330)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xCE8F4E0B), ('P4rIngress.values_v01001.hi', 0xD372AAED)], 12330)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xA0DDDF29), ('P4rIngress.values_v01010.hi', 0x126347B4)], 12330)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x05A63666), ('P4rIngress.values_v01011.hi', 0x9772F04F)], 12330)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x2DD6D318), ('P4rIngress.values_v01100.hi', 0x3E98AC26)], 12330)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x225631ED), ('P4rIngress.values_v01101.hi', 0x90B9017F)], 12330)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x7F0BEB0F), ('P4rIngress.values_v01110.hi', 0x5CB0C32D)], 12330)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x3347B329), ('P4rIngress.values_v01111.hi', 0xD8D55BFC)], 12330)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x3B3AF588), ('P4rIngress.values_v10000.hi', 0xBA9368F5)], 12330)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x8CAAD6FC), ('P4rIngress.values_v10001.hi', 0x3099CD45)], 12330)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x8DCE6EEA), ('P4rIngress.values_v10010.hi', 0xAE4ED2B7)], 12330)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x442A6E4D), ('P4rIngress.values_v10011.hi', 0x2929F4D6)], 12330)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x92F884FD), ('P4rIngress.values_v10100.hi', 0xA182F5F1)], 12330)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7B6BE0B4), ('P4rIngress.values_v10101.hi', 0x6116D2DB)], 12330)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xD3DA555D), ('P4rIngress.values_v10110.hi', 0xE273F158)], 12330)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x80AB14D7), ('P4rIngress.values_v10111.hi', 0x0691975F)], 12330)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x24C740E3), ('P4rIngress.values_v11000.hi', 0xAF16D4DC)], 12330)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x340D566F), ('P4rIngress.values_v11001.hi', 0x4DA40727)], 12330)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x0A503D56), ('P4rIngress.values_v11010.hi', 0xB48D9FB4)], 12330)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x69634E04), ('P4rIngress.values_v11011.hi', 0x580F8B39)], 12330)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x6D771515), ('P4rIngress.values_v11100.hi', 0x66C2B5D8)], 12330)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x793B0DF5), ('P4rIngress.values_v11101.hi', 0x330CF70E)], 12330)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x8E52445D), ('P4rIngress.values_v11110.hi', 0x34B480B9)], 12330)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x29673208), ('P4rIngress.values_v11111.hi', 0x2FB25B47)], 12330)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2447),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B7F),
                gc.DataTuple('slot_count', 0x00000D9D),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x704B8632),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00C),
                gc.KeyTuple('src_addr', 0xDAC31D61),
                gc.KeyTuple('src_port', 0xBE30),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2447),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x01F7),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDA\xC3\x1D\x61\x00\x00\x00\x00\xBE\x30\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x24\x47\x00\x00\x70\x4B\x86\x32\x04\xAB\x01\x36\x15\x3F\xE9\x6B\x00\x40\x00\x00\x58\x61\x12\x1D\x7E\x8D\xD6\x93\x66\xD2\xC6\x95\xAA\x27\x94\x8E\x2D\xBF\xA1\xA6\xF3\x9D\xEB\x6E\x57\x37\x62\x49\x40\x95\x7B\x33\x78\x69\x78\xE9\xD1\x6B\x51\x94\x4D\x79\x31\xC3\x20\xB5\x8D\xC5\xC5\x6D\xD9\x93\x37\xAC\x45\x94\x6C\x77\x71\x5F\x20\xED\xB9\x77\x43\x7E\x5A\x5D\xAE\x4B\x1E\xB3\xE6\xB3\xD4\xF2\x4E\x36\x6A\xCD\x06\xF5\xD8\xBD\x7A\x7F\x50\xC5\x7B\x62\x61\x40\xDB\x92\x91\x5F\x6A\x21\xFA\xEE\xB6\xAC\xA9\x3F\x36\xCB\xB5\x4E\x1F\x34\x6B\x7F\x68\x9F\x47\xCA\x7F\x40\x67\x49\x74\x5A\x95\x33\x29\x2C\x7B\xB2\x57\x18\x39\x08\x1B\xD6\x7D\x3F\x3C\x9A\xD2\xDC\xB3\xB5\xA9\xFB\xC3\xE4\x8E\xC6\xB3\x3C\xFB\xBF\xCE\xEA\x4F\xD9\x7D\xAF\xB9\x29\xEB\x25\x0F\xF6\xA1\x28\xA7\x07\x22\x72\xD1\x3A\x21\xCC\x5D\x49\x88\x56\xFA\x17\x98\x67\x8A\x40\xF4\xB8\xD2\x8F\x5C\xBC\xAD\x9F\xE4\xA9\x62\xA1\x82\x76\xD5\x41\x6F\x9A\x86\xA6\x49\x2F\x50\xFA\x73\x7B\xA7\x57\x8B\xD9\x4F\xA9\x29\x2B\x9A\x7D\x30\xD5\x11\x98\x6A\x91\x56\x71\x62\xEB\xD1\xDD\x4F\x8B\x0B\xCD\x6F\x5D\x32\x0F\x9A\xFD\xB6\x4D\x4E\xBE\x22\x67\x5C\xD4\x72\xF6\x77\x6D\x68\xD7\xCD\x07\xB9\x94\x24\xDD\xDE\x4D\x85\x4A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test44(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x26000298), ('P4rIngress.bitmap_seq.seq', 0xF53BBD71)], 12987)
        self.setRegisterValue('P4rIngress.rounds', 0xF53BBD71, 12987)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0A), ('P4rIngress.count_exp.exponent', 0x7C)], 12987)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12987)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xC8FD3D09), ('P4rIngress.values_v00000.hi', 0x44456223)], 12987)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xB9D8D3DC), ('P4rIngress.values_v00001.hi', 0xBB753673)], 12987)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xF7C65F37), ('P4rIngress.values_v00010.hi', 0xCF4B337F)], 12987)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xEB9B52AA), ('P4rIngress.values_v00011.hi', 0x9579F40C)], 12987)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x57F5E983), ('P4rIngress.values_v00100.hi', 0xA3AE9123)], 12987)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x4CD19B83), ('P4rIngress.values_v00101.hi', 0x73B877A5)], 12987)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x342D1239), ('P4rIngress.values_v00110.hi', 0xF5DDCCE5)], 12987)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x968B69B7), ('P4rIngress.values_v00111.hi', 0x4FE1DF21)], 12987)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x1E79FDBB), ('P4rIngress.values_v01000.hi', 0x5DEB8393)], 12987)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xD864E41A), ('P4rIngress.values_v01001.hi', 0x1A9D4DEF)], 12987)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x6347206A), ('P4rIngress.values_v01010.hi', 0x4C5F056A)], 12987)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x3BB85B1B), ('P4rIngress.values_v01011.hi', 0x80000000)], 12987)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4B4F07D4), ('P4rIngress.values_v01100.hi', 0x67577F7D)], 12987)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6B47C097), ('P4rIngress.values_v01101.hi', 0x4CDA7203)], 12987)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xBAECCF3C), ('P4rIngress.values_v01110.hi', 0x82D04EC5)], 12987)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x7EFBA374), ('P4rIngress.values_v01111.hi', 0x4584F7B2)], 12987)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xC2D2A636), ('P4rIngress.values_v10000.hi', 0xB893C097)], 12987)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x45333D14), ('P4rIngress.values_v10001.hi', 0xE6F9EFE7)], 12987)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xF672D525), ('P4rIngress.values_v10010.hi', 0xA42498BB)], 12987)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x3DCCBC99), ('P4rIngress.values_v10011.hi', 0x9F775655)], 12987)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x488AAAF7), ('P4rIngress.values_v10100.hi', 0x65803B95)], 12987)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x740A3229), ('P4rIngress.values_v10101.hi', 0xBAEABCBC)], 12987)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x5C8C7857), ('P4rIngress.values_v10110.hi', 0x4A2A6948)], 12987)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x481F2A56), ('P4rIngress.values_v10111.hi', 0x7019BB6B)], 12987)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x689D72EF), ('P4rIngress.values_v11000.hi', 0x8EB57F0B)], 12987)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xE75553A9), ('P4rIngress.values_v11001.hi', 0x8BF992FF)], 12987)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x2D9C8757), ('P4rIngress.values_v11010.hi', 0xD2CB8722)], 12987)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x557265D1), ('P4rIngress.values_v11011.hi', 0xBDFE1FDA)], 12987)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x5C8B5C99), ('P4rIngress.values_v11100.hi', 0x1438C175)], 12987)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xEE9297C7), ('P4rIngress.values_v11101.hi', 0x95E33B62)], 12987)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x1E84D37D), ('P4rIngress.values_v11110.hi', 0xB3F8BC53)], 12987)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xDABF7559), ('P4rIngress.values_v11111.hi', 0x1557DF51)], 12987)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2830),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000012BB),
                gc.DataTuple('slot_count', 0x0000078A),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1D0B049B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0x06BD822A),
                gc.KeyTuple('src_port', 0x9C26),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2830),
                gc.DataTuple('rank', 0x0016),
                gc.DataTuple('worker_index', 0x0140),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x06\xBD\x82\x2A\x00\x00\x00\x00\x9C\x26\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x28\x30\x00\x16\x1D\x0B\x04\x9B\x00\x00\x01\xF5\xF5\x3B\xBD\x71\x00\x40\x00\x00\x59\x62\x3F\x1B\x58\x11\xD2\xC6\x8D\x3A\x74\x2F\xAB\x09\xB5\x29\x96\x6D\x6D\x7C\xB0\x6F\x97\x1C\x09\xC9\xCF\x8D\xB1\xB8\x1D\xC4\xB5\xC5\xC9\xF8\xC6\xAE\xD5\x9F\xF9\x57\x12\x5F\x46\x08\xDD\x9E\x69\xEA\x1A\xE7\x68\x88\x9D\xFB\xF2\x49\xEB\x65\x42\xFB\xA4\x8D\x6E\x6F\x04\x61\x4C\xEC\x54\x48\x00\xF5\x67\x8B\xB0\x77\x4C\x70\x55\x61\x76\xDB\x47\xD6\x81\xE7\x92\xA8\xC0\xFF\x00\x00\x00\x00\x4B\x50\x68\xF1\xB1\x74\x95\x8E\x5B\x7F\x9E\xB7\x71\xCA\xB3\x7E\xD2\x5C\x15\x47\xBF\x1D\x20\x8F\x54\x90\x9A\x50\x76\xF3\xE0\xAC\x51\x97\x6F\x3B\x5B\xDD\xFA\xD5\x6D\xA7\xCD\xFF\x56\x60\x29\x4F\xC7\x68\x91\xEF\xBE\xF9\xDD\xF6\x74\x28\x47\x87\x47\xC4\x50\x4D\x47\xAC\x85\xA1\xD7\x3E\x11\xB5\x35\x3F\x53\x92\xAC\xA8\x9F\x36\x44\x74\xC4\x76\x74\xBD\x31\xD7\x67\xBC\xAC\x76\x3D\xB2\xB1\xAB\xCB\x79\xB6\x27\xB2\x11\x1B\x6F\xF7\xD7\xD9\xDB\xAA\x76\xC7\x13\xFE\x24\xC5\x19\x1A\x6B\x36\x58\x49\x75\x82\x4B\xAC\xA7\xBA\x8A\x74\xDC\x1C\x88\x6E\x98\xEE\x20\x63\x11\x76\xEB\xD5\x27\x9A\x6A\x9E\x61\x96\x8A\xEA\xA7\x8F\x89\x9E\x9D\x94\x59\x71\x8E\xEA\xDB\x97\xD2\x35\x0B\x6E\xAD\x53\xB9\x7C\x05\xB3\x95\xEA\xA2\xFD\x3E\xDB\xE9\x2A\x97\x50\x1A\xA6\x4E\x32\x43\x12\x69\xB4\x53\x51\xA1\xDF\x6B\x84\xB2\x9B\x92\x3E\xFB\x53\x7C\xB8\xBD\x62\x1C\x26\x62\xA0\xC7\xC5\xE7\x74\x6F\xD8\x68\x3C\x8F\x9A\x56\x6E\x18\xA5\x07\xF3\x76\x2A\x16\x91\x1A\xED\xA8\xB7\x65\x17\x01\x08\x31\x3D\xCC\xE3\x26\x34\x55\x2B\xF2\x94\x09\xC8\xEE\x11\x92\x54\xD6\x55\xF0\x5C\xFD\xAC\xA5\x83\x44\x95\xDD\x8E\x69\xF6\xA6\xA4\x79\x63\x0B\xD6\xA2\x6F\xD1\x99\xF4\xE9\x36\x9B\x1F\x98\x60\xD1\xE2\x40\x62\xCB\x5E\xCC\x5A\x88\x69\x3C\xC8\xCA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x06\xBD\x82\x2A\xBE\xEF\x9C\x26\x01\x20\x00\x00\x50\x34\x02\x82\x28\x30\x00\x16\x1D\x0B\x04\x9B\x00\x00\x01\xF5\xF5\x3B\xBD\x71\x00\x40\x00\x0B\x22\x5F\x7C\x24\x58\x11\xD2\xC6\x80\x00\x00\x00\xAB\x09\xB5\x29\x8E\x33\xCC\xB3\xB0\x6F\x97\x1C\xF5\x65\x22\x37\xB1\xB8\x1D\xC4\x0D\xBB\xB3\x7B\xC6\xAE\xD5\x9F\x46\x28\xAD\xE2\x46\x08\xDD\x9E\x7F\xFF\xFF\xFF\x68\x88\x9D\xFB\x88\xD5\x55\x1C\x42\xFB\xA4\x8D\x7F\xFF\xFF\xFF\x4C\xEC\x54\x48\xD9\x5A\x4B\xA5\xB0\x77\x4C\x70\x7F\xFF\xFF\xFF\x47\xD6\x81\xE7\xCE\x61\x1C\x1A\x00\x00\x00\x00\x7F\xFF\xFF\xFF\xB1\x74\x95\x8E\x7F\xFF\xFF\xFF\x71\xCA\xB3\x7E\x8D\x48\xE4\x83\xBF\x1D\x20\x8F\x7F\xFF\xFF\xFF\x76\xF3\xE0\xAC\x14\x6A\x15\x71\x5B\xDD\xFA\xD5\x7F\xFF\xFF\xFF\x56\x60\x29\x4F\xBD\xDB\x67\x14\xBE\xF9\xDD\xF6\x7F\xFF\xFF\xFF\x47\xC4\x50\x4D\x7F\xFF\xFF\xFF\xD7\x3E\x11\xB5\x7F\xFF\xFF\xFF\xAC\xA8\x9F\x36\x7F\xFF\xFF\xFF\x74\xBD\x31\xD7\x7F\xFF\xFF\xFF\x3D\xB2\xB1\xAB\x34\x17\x29\x16\xB2\x11\x1B\x6F\xDF\x2D\x2D\x84\xAA\x76\xC7\x13\x2B\xC1\x4C\x70\x1A\x6B\x36\x58\x7F\xFF\xFF\xFF\xAC\xA7\xBA\x8A\x7F\xFF\xFF\xFF\x6E\x98\xEE\x20\x51\xA4\x0E\xB2\xD5\x27\x9A\x6A\xBC\xE6\x6A\x07\xEA\xA7\x8F\x89\x80\x00\x00\x00\x71\x8E\xEA\xDB\x97\xD2\x35\x0B\x6E\xAD\x53\xB9\x7C\x05\xB3\x95\xEA\xA2\xFD\x3E\xDB\xE9\x2A\x97\x50\x1A\xA6\x4E\x32\x43\x12\x69\xB4\x53\x51\xA1\xDF\x6B\x84\xB2\x9B\x92\x3E\xFB\x53\x7C\xB8\xBD\x62\x1C\x26\x62\xA0\xC7\xC5\xE7\x74\x6F\xD8\x68\x3C\x8F\x9A\x56\x6E\x18\xA5\x07\xF3\x76\x2A\x16\x91\x1A\xED\xA8\xB7\x65\x17\x01\x08\x31\x3D\xCC\xE3\x26\x34\x55\x2B\xF2\x94\x09\xC8\xEE\x11\x92\x54\xD6\x55\xF0\x5C\xFD\xAC\xA5\x83\x44\x95\xDD\x8E\x69\xF6\xA6\xA4\x79\x63\x0B\xD6\xA2\x6F\xD1\x99\xF4\xE9\x36\x9B\x1F\x98\x60\xD1\xE2\x40\x62\xCB\x5E\xCC\x5A\x88\x69\x3C\xC8\xCA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test45(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xF16CDB76), ('P4rIngress.bitmap_seq.seq', 0x4791B2BC)], 11753)
        self.setRegisterValue('P4rIngress.rounds', 0x4791B2BC, 11753)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xCF), ('P4rIngress.count_exp.exponent', 0xCC)], 11753)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11753)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x5F59534B), ('P4rIngress.values_v00000.hi', 0x34A32639)], 11753)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x75D0A6CE), ('P4rIngress.values_v00001.hi', 0xBD878B8A)], 11753)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x768EB418), ('P4rIngress.values_v00010.hi', 0x19B3F3C3)], 11753)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x3B2ECBBD), ('P4rIngress.values_v00011.hi', 0x51A342F4)], 11753)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x718B2C3B), ('P4rIngress.values_v00100.hi', 0xCE6C9599)], 11753)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x674A5A5C), ('P4rIngress.values_v00101.hi', 0x6CB6B20A)], 11753)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0xE9C9BC45), ('P4rIngress.values_v00110.hi', 0x478460D3)], 11753)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x5D5FA78D), ('P4rIngress.values_v00111.hi', 0x4BE03A1E)], 11753)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x59C7C228), ('P4rIngress.values_v01000.hi', 0x9457E397)], 11753)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x391F11E5), ('P4rIngress.values_v01001.hi', 0x1B66DCF1)], 11753)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x43136F18), ('P4rIngress.values_v01010.hi', 0x966AF673)], 11753)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7837E026), ('P4rIngress.values_v01011.hi', 0x7B0F78EA)], 11753)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x5A52DA6A), ('P4rIngress.values_v01100.hi', 0x370688ED)], 11753)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x7C6C5F73), ('P4rIngress.values_v01101.hi', 0x63244169)], 11753)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xFE4481E9), ('P4rIngress.values_v01110.hi', 0x52DBA4F1)], 11753)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xF44EF819), ('P4rIngress.values_v01111.hi', 0x49C2B61F)], 11753)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x7034ED74), ('P4rIngress.values_v10000.hi', 0x69736CA6)], 11753)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x5CD04A5A), ('P4rIngress.values_v10001.hi', 0x428E6DD2)], 11753)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x42AB18CF), ('P4rIngress.values_v10010.hi', 0x7C3756DD)], 11753)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x59A2B80D), ('P4rIngress.values_v10011.hi', 0x4B886627)], 11753)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xCFB2AFB5), ('P4rIngress.values_v10100.hi', 0x3C97135E)], 11753)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x18DC70A5), ('P4rIngress.values_v10101.hi', 0xD3CF8BF3)], 11753)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x49795D19), ('P4rIngress.values_v10110.hi', 0x1A45F572)], 11753)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x81D57C9D), ('P4rIngress.values_v10111.hi', 0x458A934C)], 11753)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x76B196B6), ('P4rIngress.values_v11000.hi', 0x54D34B83)], 11753)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x542315CB), ('P4rIngress.values_v11001.hi', 0x52951C7E)], 11753)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x73028667), ('P4rIngress.values_v11010.hi', 0xEB21B6F9)], 11753)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x7D292397), ('P4rIngress.values_v11011.hi', 0x98F595BD)], 11753)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x5E5E0AA3), ('P4rIngress.values_v11100.hi', 0x1E887613)], 11753)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x2E645077), ('P4rIngress.values_v11101.hi', 0x5BD3DEAE)], 11753)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x61E19F5C), ('P4rIngress.values_v11110.hi', 0x55779A1E)], 11753)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4C33A74C), ('P4rIngress.values_v11111.hi', 0x31A89CDD)], 11753)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE279),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000039C),
                gc.DataTuple('slot_count', 0x00001727),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x59CE88A0),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0xD6522C26),
                gc.KeyTuple('src_port', 0x489F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE279),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x01D5),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD6\x52\x2C\x26\x00\x00\x00\x00\x48\x9F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE2\x79\x00\x00\x59\xCE\x88\xA0\x0A\x4D\x03\x8E\x47\x91\xB2\xBC\x00\x40\x00\x00\x4B\x7D\x5B\x68\x65\x2F\xAE\xAE\x46\xFB\x62\x36\xA8\x81\x91\x5B\x32\xE4\xA5\x3D\x8C\xFF\x6C\x55\xAF\x6C\x98\xAF\x65\xB1\x60\xE0\x37\x26\x0E\x7F\x8C\xE6\x83\x48\x33\x2B\x52\x53\x2B\xE4\xE0\x4A\x39\xFC\x92\xFC\x5D\x8C\x87\x62\x4A\x51\xC4\x0B\x4A\xE6\x6B\x26\x44\xC2\xAE\x2E\xBE\xCD\x0B\x1D\xAB\x85\xB1\x5F\xF9\x2D\x9B\xAF\x71\x15\x2B\xDC\x55\x69\x8A\x4A\x3F\x75\x0A\xB1\x5A\x26\xBB\xD9\xC4\x76\x04\x8B\x76\x81\x8B\x19\x59\xEA\xDF\xB3\x26\xA0\xC3\x81\xDD\x79\xFA\x5F\x70\x9C\xAD\xB7\x87\xCF\x21\x6D\x6D\xCC\x9C\xA5\x43\xA4\x2B\xC6\x6F\xA7\x65\x3C\x46\xF3\xD9\xCA\x4B\xBC\xA9\x26\x5B\xA5\xD2\x4D\x49\x58\xD0\x7E\x79\xF3\x4F\x37\x77\x93\x03\x9F\x2A\xA6\x6A\x94\x55\xB2\xFF\xD3\x1D\x1C\x7C\xA5\x99\xBA\x28\xD9\x48\xA4\x7F\x7E\x67\xF6\x24\x5C\x0A\xD4\xC6\xAD\x65\x2A\xA1\x85\x79\xAC\x54\xDA\x69\xD9\x4A\xA1\x5E\xF5\xF5\x9E\x7E\xB1\x0E\xD4\x7F\xCF\x55\x81\x69\xD4\xD7\xFD\x30\xC4\x85\xC7\xB5\x59\x4D\xFD\x55\x7A\x1B\x49\x63\xF4\x94\x14\x77\x75\x70\xA1\x9E\xFD\xE2\x7A\x5B\x94\xC9\x5F\x64\x36\x5B\xC6\x6E\x40\xEA\x62\x7B\x39\xFD\x8A\x61\x33\x0C\x9E\xF4\x6D\xC5\x85\x0A\xF8\xE6\x8E\x45\x97\x65\x26\x6D\xDE\x34\x71\xEB\x40\xFE\xD8\x37\xB3\x37\x2E\xE7\xC3\x8D\x29\x80\x6C\x4F\xE2\xEE\x75\xBF\xB9\x74\xFB\x3C\x64\x89\xE1\x6A\xFA\x24\x4A\x6D\xCF\xA1\x11\x46\xFB\x45\x8D\x0C\xFA\x0A\x53\xDB\x97\x5F\xCE\x7C\xC8\x1A\xA3\x6B\x41\x15\xCF\x3F\x90\x9E\x9F\x8D\x1F\xFB\x57\x95\x9C\x43\x3E\x2E\x24\x7A\x3E\x15\x41\x26\x97\x2C\x5A\xC0\xB0\x7C\xE3\xD1\xBE\x7F\xB1\x03\xAB\x73\xD8\x9E\xD6\x45\x7C\x80\x2D\x63\xE6\xE1\x1E\x41\xDF\x4C\x1D\xB7\x2B\xCA\x30\xDC\xDA\x4F\x73\x34\xE4\x90'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test46(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x8CD74588), ('P4rIngress.bitmap_seq.seq', 0xF900A74D)], 14118)
        self.setRegisterValue('P4rIngress.rounds', 0xF900A74D, 14118)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x2D), ('P4rIngress.count_exp.exponent', 0xEE)], 14118)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14118)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x42A231D2), ('P4rIngress.values_v00000.hi', 0x48B0D7AF)], 14118)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x4A09467F), ('P4rIngress.values_v00001.hi', 0xAF38DF1F)], 14118)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x2BC2BE16), ('P4rIngress.values_v00010.hi', 0x4F8F638F)], 14118)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x31AAAD57), ('P4rIngress.values_v00011.hi', 0x5EE18FF7)], 14118)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x45C665BA), ('P4rIngress.values_v00100.hi', 0xA69A3858)], 14118)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x22F991FC), ('P4rIngress.values_v00101.hi', 0x798985CD)], 14118)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7A68F35A), ('P4rIngress.values_v00110.hi', 0x305D2CD5)], 14118)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x51E6C493), ('P4rIngress.values_v00111.hi', 0x3056EA94)], 14118)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x674CE29C), ('P4rIngress.values_v01000.hi', 0xBCAAED17)], 14118)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x69D56B13), ('P4rIngress.values_v01001.hi', 0x66FDE317)], 14118)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xDDA058D7), ('P4rIngress.values_v01010.hi', 0xC160B573)], 14118)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xFBBB19B8), ('P4rIngress.values_v01011.hi', 0x76FD32B9)], 14118)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x6C80F561), ('P4rIngress.values_v01100.hi', 0xEB73BA29)], 14118)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6C9BD1EC), ('P4rIngress.values_v01101.hi', 0x4E0CCE63)], 14118)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x6DD14CE7), ('P4rIngress.values_v01110.hi', 0xA1546BF5)], 14118)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x590ACD1E), ('P4rIngress.values_v01111.hi', 0xEFDEBDEF)], 14118)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x37F4A3B3), ('P4rIngress.values_v10000.hi', 0x56EABCA9)], 14118)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x5C2AA445), ('P4rIngress.values_v10001.hi', 0x20D55FCE)], 14118)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x2E29772C), ('P4rIngress.values_v10010.hi', 0x7023289C)], 14118)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x9236EAF9), ('P4rIngress.values_v10011.hi', 0x20159971)], 14118)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xCBA1C79B), ('P4rIngress.values_v10100.hi', 0xB31B7DB7)], 14118)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x8F88EA53), ('P4rIngress.values_v10101.hi', 0xB284AAF5)], 14118)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x872ED69C), ('P4rIngress.values_v10110.hi', 0x4DE75B17)], 14118)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4252D3B1), ('P4rIngress.values_v10111.hi', 0xA6ABDD9B)], 14118)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xA19A7126), ('P4rIngress.values_v11000.hi', 0x7C6D27E6)], 14118)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x45DA6AD3), ('P4rIngress.values_v11001.hi', 0x0D331ACD)], 14118)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x6C1564F5), ('P4rIngress.values_v11010.hi', 0xF7F1C494)], 14118)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5D872036), ('P4rIngress.values_v11011.hi', 0x4212E4DF)], 14118)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xE63237AD), ('P4rIngress.values_v11100.hi', 0xBA0BE78B)], 14118)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x86E56AEA), ('P4rIngress.values_v11101.hi', 0xAA6DBFEE)], 14118)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x3B148188), ('P4rIngress.values_v11110.hi', 0x5FB32BB7)], 14118)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x5FA905EB), ('P4rIngress.values_v11111.hi', 0xE92413A6)], 14118)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x96AB),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001543),
                gc.DataTuple('slot_count', 0x000003AD),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x65792590),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00E),
                gc.KeyTuple('src_addr', 0xDE5BB5BF),
                gc.KeyTuple('src_port', 0x1F59),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x96AB),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x00FF),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDE\x5B\xB5\xBF\x00\x00\x00\x00\x1F\x59\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x96\xAB\x00\x00\x65\x79\x25\x90\x01\xE3\x05\x80\xF9\x00\xA7\x4D\x00\x40\x00\x00\x72\xF7\xC5\x2B\x44\x51\xCC\xC8\x50\xDB\x62\x01\xBA\x67\xCF\xE9\x7E\xE0\xE0\x03\x00\x00\x00\x00\x15\x6D\xF4\x64\x51\x27\x55\xED\x54\x7B\xCD\xBB\xB9\x5E\xCD\x4F\x6E\x89\x9A\x1C\x62\x1A\xBB\x2D\xFA\xA9\xB7\xB5\x61\x59\xA6\x4C\x5E\xE8\xCE\xBB\x51\x4A\x8F\x7C\x34\xC4\x51\xDA\xAD\x91\xAB\x99\xEC\xD5\x6B\xCD\x8E\xA2\xBA\x7B\x2D\x3E\xD9\xC5\x9B\xCF\xFD\x6D\x81\xB9\xC7\x2F\x21\x48\xD2\xFD\x21\x8F\xED\x30\xEA\x11\x11\xE8\x48\x18\x92\xAC\x55\x7D\x5F\x72\x68\x50\x9E\xB5\xCF\xFA\xB2\x05\x68\x3B\xAE\x1F\x8A\x9E\xEE\xF5\x74\xFB\x2E\xD3\x52\x49\xDD\x4F\x24\x8C\xAE\xF4\x71\x5D\x64\xEC\xAB\x73\xC1\x64\x44\xA0\x29\x38\xD3\xD0\x4D\x33\xBE\xF6\x3D\xF5\x15\xDB\xE6\x9C\x15\xAA\xAC\xE2\x8B\xD7\x67\xBA\x92\x8E\x93\xDC\x7D\x6B\xD2\x69\x65\xB3\x56\x73\x4E\x96\x2F\x2B\x9D\x87\xD8\x87\x62\x7D\x65\x11\x74\x48\x46\x61\x64\x5A\xE8\x9F\x76\x9A\x4C\xD6\xF1\xD5\x2A\x23\xC4\x2D\x05\x34\x31\xA6\x50\xDC\x5E\x99\x10\x2A\x87\xD6\xDB\x26\xA2\x3B\xBA\xE9\x52\xEB\x5D\xDB\xC6\xA4\xC8\x3D\x46\x3A\x4D\xB1\x1F\x69\x7B\x26\x5B\xEC\xBD\xFB\x87\x31\xF1\xF3\x3E\x88\x42'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test47(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xA70F298F), ('P4rIngress.bitmap_seq.seq', 0xB4D2A9C0)], 12156)
        self.setRegisterValue('P4rIngress.rounds', 0xB4D2A9C0, 12156)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x8E)], 12156)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12156)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xA5D26790), ('P4rIngress.values_v00000.hi', 0x70E6BB34)], 12156)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6E1BB4F3), ('P4rIngress.values_v00001.hi', 0x54CD6063)], 12156)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xBA059E9E), ('P4rIngress.values_v00010.hi', 0x94EDB0B5)], 12156)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x3B25BBDD), ('P4rIngress.values_v00011.hi', 0x23D4684F)], 12156)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x44EBA4F5), ('P4rIngress.values_v00100.hi', 0x96F27318)], 12156)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x8B3621E6), ('P4rIngress.values_v00101.hi', 0x2CCABBAD)], 12156)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x1DF0EC63), ('P4rIngress.values_v00110.hi', 0x3144EDE1)], 12156)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x0E3BDE4C), ('P4rIngress.values_v00111.hi', 0x7E6979EA)], 12156)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6E17C15A), ('P4rIngress.values_v01000.hi', 0x6E727678)], 12156)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x6BC8F52F), ('P4rIngress.values_v01001.hi', 0xD899356C)], 12156)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x57195DE5), ('P4rIngress.values_v01010.hi', 0x429BAAB7)], 12156)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x17B854D8), ('P4rIngress.values_v01011.hi', 0x1EEACB0B)], 12156)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x5D9E457A), ('P4rIngress.values_v01100.hi', 0x568D385B)], 12156)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x9100B0EF), ('P4rIngress.values_v01101.hi', 0x3DA7F4CE)], 12156)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x68676D7B), ('P4rIngress.values_v01110.hi', 0x6AA3C2D5)], 12156)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xE61C2BB4), ('P4rIngress.values_v01111.hi', 0xB937D36E)], 12156)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x89984029), ('P4rIngress.values_v10000.hi', 0x6A1E93EF)], 12156)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x175A7F17), ('P4rIngress.values_v10001.hi', 0xAA57CF3E)], 12156)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xDFCDD35B), ('P4rIngress.values_v10010.hi', 0x3FFA4289)], 12156)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x6514FB6E), ('P4rIngress.values_v10011.hi', 0x37D44BAC)], 12156)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x1702CEDA), ('P4rIngress.values_v10100.hi', 0xC36DFEB7)], 12156)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x5344874D), ('P4rIngress.values_v10101.hi', 0x69068A82)], 12156)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x9AA35019), ('P4rIngress.values_v10110.hi', 0x725F7AED)], 12156)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x79553EDD), ('P4rIngress.values_v10111.hi', 0xC6622941)], 12156)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x93D29FF2), ('P4rIngress.values_v11000.hi', 0x5CB6B276)], 12156)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x6ACB0453), ('P4rIngress.values_v11001.hi', 0x5456E64F)], 12156)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4579EB7D), ('P4rIngress.values_v11010.hi', 0xEFD9C944)], 12156)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6E473F32), ('P4rIngress.values_v11011.hi', 0x3465BAAB)], 12156)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x769057EE), ('P4rIngress.values_v11100.hi', 0x5CC14AF2)], 12156)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x6EC96446), ('P4rIngress.values_v11101.hi', 0x593E7BC6)], 12156)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x3A22BD10), ('P4rIngress.values_v11110.hi', 0x2186C25C)], 12156)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x1E934EDA), ('P4rIngress.values_v11111.hi', 0xAF65D41D)], 12156)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x75EE),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000D7),
                gc.DataTuple('slot_count', 0x00001A47),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x51F01E45),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x016),
                gc.KeyTuple('src_addr', 0xDAFCC502),
                gc.KeyTuple('src_port', 0xA1FB),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x75EE),
                gc.DataTuple('rank', 0x0016),
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
        ig_port = 22
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDA\xFC\xC5\x02\x00\x00\x00\x00\xA1\xFB\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x75\xEE\x00\x16\x51\xF0\x1E\x45\x0E\xA5\x03\x2A\xB4\xD2\xA9\xC0\x00\x40\x00\x00\xC4\xF0\xDC\x54\x13\x09\x86\x46\x1C\x45\x1E\xA1\x64\x8A\x63\x4C\xBB\xE1\x94\x87\xB6\x48\xEA\xE5\x5C\x6D\xF1\x69\xD8\x35\xE8\xCB\x6E\x52\x92\x33\x98\xE6\xB9\x9E\xC3\xB6\x17\xB7\x38\x18\x9B\x0F\x6B\x15\xED\x7F\x5A\xBD\xBA\x87\x7F\x24\xBE\xE7\x3F\xA0\x79\xFA\x1F\x2F\x09\xBB\xE6\xFE\xCE\xC0\x26\x98\x24\xE6\x9D\x63\xC1\x2B\xE9\x37\x49\xCD\x46\x20\x2F\xB4\xDB\x2E\xCE\x7E\x5A\xC5\x7B\xEF\x5D\x4B\xCA\x47\x2B\xF1\xAC\xC3\xD9\xBA\xA6\x6F\x54\x93\x27\x17\x19\x46\xEB\xDD\x1C\x4F\xE3\x3C\x76\x2E\xBB\x65\x9F\x32\x76\xEA\x9D\x2D\xE2\x23\x64\x4B\xDA\x07\x70\xFF\x9C\xB2\xC7\x44\xD0\xB5\xE6\x15\xFD\xDB\xEE\x32\x53\x0F\x2D\x96\xED\x2E\x6C\xA1\xDB\xAD\xBC\xA1\x63\xEF\x93\x37\x93\xA9\x3C\x8B\xE2\x43\x37\xA4\x65\x91\xDD\xA5\xFF\x53\x4B\x4A\xC0\xC3\x33\x91\xB7\xD8\xBE\xE3\x6D\x7E\xBB\x87\x6B\xC2\x49\x8C\xBA\x16\x42\x7B\x26\x41\x52\x81\x5E\x5A\xED\x1F\xEB\x0E\xCE\x19\x39\x25\x6F\xD8\x4E\xD1\x66\x2F\xA6\xAB\xB1\xBF\xD6\xE4\x50\xC1\x49\x9B\x6A\xA1\xB3\x67\x2D\xDB\x5E\x2B\x7E\x1E\x8E\x93\x67\xEC\x1C\x5F\x72\xDA\x88\x89\xA2\x68\x4A\xFD\x91\x41\x2E\x37\xCC\xCF\xC9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xDA\xFC\xC5\x02\xBE\xEF\xA1\xFB\x01\x20\x00\x00\x50\x34\x02\x82\x75\xEE\x00\x16\x51\xF0\x1E\x45\x0E\xA5\x01\x2A\xB4\xD2\xA9\xC0\x00\x40\x00\x20\x80\x00\x00\x00\x13\x09\x86\x46\x7F\xFF\xFF\xFF\x64\x8A\x63\x4C\x80\x00\x00\x00\xB6\x48\xEA\xE5\x7F\xFF\xFF\xFF\xD8\x35\xE8\xCB\x7F\xFF\xFF\xFF\x98\xE6\xB9\x9E\x80\x00\x00\x00\x38\x18\x9B\x0F\x7F\xFF\xFF\xFF\x5A\xBD\xBA\x87\x7F\xFF\xFF\xFF\x3F\xA0\x79\xFA\x7F\xFF\xFF\xFF\xE6\xFE\xCE\xC0\x7F\xFF\xFF\xFF\x9D\x63\xC1\x2B\x40\x50\xA7\xB2\x46\x20\x2F\xB4\xF2\xE7\x23\x56\x5A\xC5\x7B\xEF\x7F\xFF\xFF\xFF\x2B\xF1\xAC\xC3\x80\x00\x00\x00\x54\x93\x27\x17\x7F\xFF\xFF\xFF\x1C\x4F\xE3\x3C\x5C\x4A\xE7\x19\x9F\x32\x76\xEA\x80\x00\x00\x00\x64\x4B\xDA\x07\x7F\xFF\xFF\xFF\xC7\x44\xD0\xB5\xC5\xE3\xD1\x36\xEE\x32\x53\x0F\x7F\xFF\xFF\xFF\x6C\xA1\xDB\xAD\xD3\xA4\x32\xC9\x93\x37\x93\xA9\x7F\xFF\xFF\xFF\x37\xA4\x65\x91\x80\x00\x00\x00\x4B\x4A\xC0\xC3\x7F\xFF\xFF\xFF\xBE\xE3\x6D\x7E\x80\x00\x00\x00\x49\x8C\xBA\x16\x7F\xFF\xFF\xFF\x52\x81\x5E\x5A\x32\x99\xD6\x8B\xCE\x19\x39\x25\x7F\xFF\xFF\xFF\x66\x2F\xA6\xAB\x28\x50\x2E\xD2\x50\xC1\x49\x9B\x7F\xFF\xFF\xFF\x2D\xDB\x5E\x2B\x7F\xFF\xFF\xFF\x67\xEC\x1C\x5F\x7F\xFF\xFF\xFF\xA2\x68\x4A\xFD\x91\x41\x2E\x37\xCC\xCF\xC9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test48(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x9C4027B4), ('P4rIngress.bitmap_seq.seq', 0x61320000)], 12533)
        self.setRegisterValue('P4rIngress.rounds', 0x61320000, 12533)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0C), ('P4rIngress.count_exp.exponent', 0xCD)], 12533)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12533)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x6C4E7016), ('P4rIngress.values_v00000.hi', 0x46E8D661)], 12533)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x5DCCA653), ('P4rIngress.values_v00001.hi', 0xB973A519)], 12533)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x70505A01), ('P4rIngress.values_v00010.hi', 0x8B58AA8A)], 12533)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x7B6A2859), ('P4rIngress.values_v00011.hi', 0x642B3F3A)], 12533)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x63D8F771), ('P4rIngress.values_v00100.hi', 0xB9DAB0FD)], 12533)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x31914B25), ('P4rIngress.values_v00101.hi', 0x14F4989D)], 12533)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x597D573E), ('P4rIngress.values_v00110.hi', 0x6857DA35)], 12533)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x503191A3), ('P4rIngress.values_v00111.hi', 0x30D9AF58)], 12533)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x55548494), ('P4rIngress.values_v01000.hi', 0xC2A948AC)], 12533)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xD8252E3E), ('P4rIngress.values_v01001.hi', 0x2FEF744F)], 12533)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x753E1A67), ('P4rIngress.values_v01010.hi', 0x1D914598)], 12533)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x4E98AECF), ('P4rIngress.values_v01011.hi', 0x4E10338C)], 12533)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xB97DE434), ('P4rIngress.values_v01100.hi', 0x14F74990)], 12533)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x35CA4CAA), ('P4rIngress.values_v01101.hi', 0x675559D9)], 12533)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x532528B4), ('P4rIngress.values_v01110.hi', 0x7E3C9A85)], 12533)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xA7FEA9CF), ('P4rIngress.values_v01111.hi', 0x39A4C50A)], 12533)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x673EB64B), ('P4rIngress.values_v10000.hi', 0x788212A4)], 12533)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x6392275D), ('P4rIngress.values_v10001.hi', 0x69A3A69B)], 12533)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x570EC87F), ('P4rIngress.values_v10010.hi', 0x359E10D3)], 12533)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x797DAD97), ('P4rIngress.values_v10011.hi', 0x4251AD63)], 12533)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xFF592CA3), ('P4rIngress.values_v10100.hi', 0x7D624E25)], 12533)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x55AA1C98), ('P4rIngress.values_v10101.hi', 0xAE0B95D3)], 12533)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x7DCC92FF), ('P4rIngress.values_v10110.hi', 0x2B42ADBD)], 12533)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4D52EE97), ('P4rIngress.values_v10111.hi', 0x48C18D82)], 12533)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x7A82CF65), ('P4rIngress.values_v11000.hi', 0xEE5B3BF1)], 12533)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x8DB565A5), ('P4rIngress.values_v11001.hi', 0x8B0867B1)], 12533)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xCD526C97), ('P4rIngress.values_v11010.hi', 0x5636469B)], 12533)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x91D2864E), ('P4rIngress.values_v11011.hi', 0x171B1B21)], 12533)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x0E933CBD), ('P4rIngress.values_v11100.hi', 0x2A6A4285)], 12533)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x9847926B), ('P4rIngress.values_v11101.hi', 0x858D328F)], 12533)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7D52A5B2), ('P4rIngress.values_v11110.hi', 0xDBD5B367)], 12533)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x6E9EADC3), ('P4rIngress.values_v11111.hi', 0x0EBD7B9C)], 12533)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF4A4),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000010F5),
                gc.DataTuple('slot_count', 0x00000325),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x202BD22D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01E),
                gc.KeyTuple('src_addr', 0x8DC3A5CC),
                gc.KeyTuple('src_port', 0xA6F1),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF4A4),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x01D1),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8D\xC3\xA5\xCC\x00\x00\x00\x00\xA6\xF1\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xF4\xA4\x00\x00\x20\x2B\xD2\x2D\x00\x00\x01\x24\x61\x32\x00\x00\x00\x40\x00\x00\x4D\xD9\x7D\xE5\x6E\x4B\xFD\x76\x5D\x25\xC7\xD1\x93\x51\x25\x73\x3B\xC3\x3D\xD6\x7C\xD6\x67\x88\xDB\x8C\xE4\xEF\x23\xBC\xA5\x10\x6D\xA1\xD2\x28\x97\x5C\x7A\x13\x67\x18\xBA\x5F\x7B\x6E\x4C\xB8\xBA\x19\x45\xE1\x6B\xA0\x56\x39\x51\xA1\x85\xD1\x55\x6C\xA7\xCD\x47\x96\x64\x91\x86\xF1\x07\xC5\x4B\x35\x27\x4C\x2A\x6F\x55\xBC\x42\x62\xBA\x25\xAC\xD5\x36\x7F\x3E\xA4\xF2\x67\x45\x30\x24\x3D\xF1\x77\x9F\xAC\x6D\x42\xEB\x9C\x55\xAA\x40\x66\x32\xD6\x60\xEB\xE9\xAB\x18\xBE\x16\xDE\x86\xCF\x8D\xD6\xA6\xA7\x6D\x05\x86\x92\x50\xD2\xB7\x27\x46\xB2\x6B\x36\x46\x0E\x73\x2D\x49\x32\xAC\xCE\x3A\x2E\xA9\x42\x57\xAC\xCC\x8B\x0D\x51\x61\x55\x7C\xE9\x2B\x79\xD0\x3B\x21\xAD\x18\x32\x77\xB5\x9A\xEA\x49\xFB\xB5\x25\xB1\xA3\x2F\xD3\x9D\xFF\x6B\x76\x4D\xE9\xE4\xDB\x6A\x77\x4E\xFB\x22\xDF\x6D\x70\xE1\x2B\x64\x53\x1D\x37\xE4\xED\x3B\xED\xAC\xF3\x03\xE7\x24\xDA\x66\xB7\xAB\x7A\xB5\xF3\xCA\x50\x6E\xF9\xBC\x26\x69\x9F\xBE\xB3\xB3\xAB\x62\xC6\xCE\x7B\xC3\x9F\xF3\x63\x85\x71\x79\xA2\x2D\x34\x78\x99\x8C\x5E\xBB\xD5\x46\xAF\x8E\x23\x08\x91\xB2\x35\x98\xCD\xAF\xB6\x1B\x59\xF9\xEF\x8C\x69\x76\xA9\x67\x6D\xA2\x9C\xF4\xEE\x19\x80\x52\x06\x9F\x5B\xAB\x20\x08\x0C\x43\xF6\x46\x8F\xBD\xE4\x2A\x28\x01\xA7\x6E\xAF\xF3\x19\x6B\x76\xA5\xB3\x79\xAD\xB1\x06\xB1\xA0\xD1\xCB\xF5\xB2\x3E\xC1\x90\xAC\x64\xE2\x5B\x63\xFF\x0C\xB2\xA2\x2C\x67\xCA\x89\x69\xA6\x03\x55\x06\x6C\xE6\x8E\x4F\x79\xF2\x05\xFB\x94\x9D\x56\xD6\x15\xFB\x7D\x32\x3C\xD1\x89\xB9\x90\x26\x96\xDD\x58\xF4\x63\x8D\x35\x07\xE8\x94\x03\x60\x1A\xDE\x3E\x46\x56\xBE\x47\x20\x80\xB9\x19\x59\xF9\xAF\xD5\x28\x35\xF5\x15\x9A\xC4\xE3\x79\x88\x16\xF2\x09\x81'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x8D\xC3\xA5\xCC\xBE\xEF\xA6\xF1\x01\x20\x00\x00\x50\x34\x02\x82\xF4\xA4\x00\x00\x20\x2B\xD2\x2D\x00\x00\x01\x24\x61\x32\x00\x00\x00\x40\x00\x0D\x7F\xFF\xFF\xFF\x6E\x4B\xFD\x76\x7F\xFF\xFF\xFF\x93\x51\x25\x73\x7F\xFF\xFF\xFF\x7C\xD6\x67\x88\x56\xF7\x0D\x48\x23\xBC\xA5\x10\x7F\xFF\xFF\xFF\x97\x5C\x7A\x13\x7F\xFF\xFF\xFF\x7B\x6E\x4C\xB8\x13\x96\x9D\x1F\x6B\xA0\x56\x39\x7F\xFF\xFF\xFF\x55\x6C\xA7\xCD\x7F\xFF\xFF\xFF\x86\xF1\x07\xC5\x23\x5A\x55\x8A\x2A\x6F\x55\xBC\x7F\xFF\xFF\xFF\xAC\xD5\x36\x7F\x7F\xFF\xFF\xFF\x45\x30\x24\x3D\xAA\xF5\x83\xE0\x6D\x42\xEB\x9C\x7F\xFF\xFF\xFF\x32\xD6\x60\xEB\x3C\xD0\x41\x72\x16\xDE\x86\xCF\x80\x00\x00\x00\x6D\x05\x86\x92\x7F\xFF\xFF\xFF\x46\xB2\x6B\x36\x7F\xFF\xFF\xFF\x49\x32\xAC\xCE\x7F\xFF\xFF\xFF\x57\xAC\xCC\x8B\x7F\xFF\xFF\xFF\x7C\xE9\x2B\x79\xCF\x94\x4E\x50\x18\x32\x77\xB5\xF0\x94\x66\x93\xB5\x25\xB1\xA3\x7F\xFF\xFF\xFF\x6B\x76\x4D\xE9\x32\x2E\x59\x0E\x4E\xFB\x22\xDF\x7F\xFF\xFF\xFF\x64\x53\x1D\x37\x80\x00\x00\x00\xAC\xF3\x03\xE7\xF2\x2C\xD3\x4E\xAB\x7A\xB5\xF3\x80\x00\x00\x00\xBC\x26\x69\x9F\xCD\x46\xF0\x68\x62\xC6\xCE\x7B\x80\x00\x00\x00\x85\x71\x79\xA2\x7F\xFF\xFF\xFF\x8C\x5E\xBB\xD5\x7F\xFF\xFF\xFF\x08\x91\xB2\x35\x98\xCD\xAF\xB6\x1B\x59\xF9\xEF\x8C\x69\x76\xA9\x67\x6D\xA2\x9C\xF4\xEE\x19\x80\x52\x06\x9F\x5B\xAB\x20\x08\x0C\x43\xF6\x46\x8F\xBD\xE4\x2A\x28\x01\xA7\x6E\xAF\xF3\x19\x6B\x76\xA5\xB3\x79\xAD\xB1\x06\xB1\xA0\xD1\xCB\xF5\xB2\x3E\xC1\x90\xAC\x64\xE2\x5B\x63\xFF\x0C\xB2\xA2\x2C\x67\xCA\x89\x69\xA6\x03\x55\x06\x6C\xE6\x8E\x4F\x79\xF2\x05\xFB\x94\x9D\x56\xD6\x15\xFB\x7D\x32\x3C\xD1\x89\xB9\x90\x26\x96\xDD\x58\xF4\x63\x8D\x35\x07\xE8\x94\x03\x60\x1A\xDE\x3E\x46\x56\xBE\x47\x20\x80\xB9\x19\x59\xF9\xAF\xD5\x28\x35\xF5\x15\x9A\xC4\xE3\x79\x88\x16\xF2\x09\x81'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test49(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x382594B3), ('P4rIngress.bitmap_seq.seq', 0xA03FF400)], 13801)
        self.setRegisterValue('P4rIngress.rounds', 0xA03FF400, 13801)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x9C), ('P4rIngress.count_exp.exponent', 0x1A)], 13801)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13801)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xE97F7ACA), ('P4rIngress.values_v00000.hi', 0x38E79E71)], 13801)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xAD6CE261), ('P4rIngress.values_v00001.hi', 0xF8A7D327)], 13801)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xCBB299B7), ('P4rIngress.values_v00010.hi', 0xA836E72F)], 13801)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x1506DBF6), ('P4rIngress.values_v00011.hi', 0xA2B6673A)], 13801)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x32B61B53), ('P4rIngress.values_v00100.hi', 0xC532F37D)], 13801)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xC319F65A), ('P4rIngress.values_v00101.hi', 0x2F77D5E5)], 13801)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x4C5AF6CB), ('P4rIngress.values_v00110.hi', 0x0A9ED6AD)], 13801)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xF1B37F98), ('P4rIngress.values_v00111.hi', 0x6B9D4356)], 13801)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x1B4D65B7), ('P4rIngress.values_v01000.hi', 0x758D41B7)], 13801)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x83D8EE91), ('P4rIngress.values_v01001.hi', 0x6C4CFBBA)], 13801)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xAE7F1CE5), ('P4rIngress.values_v01010.hi', 0x164E33B1)], 13801)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xAA6D7F7F), ('P4rIngress.values_v01011.hi', 0x7AA4D6AD)], 13801)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xFD0E7518), ('P4rIngress.values_v01100.hi', 0x7DA55635)], 13801)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x87B6D587), ('P4rIngress.values_v01101.hi', 0x289B6D9E)], 13801)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xA67B6EE9), ('P4rIngress.values_v01110.hi', 0x6E49B731)], 13801)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x6F203DB3), ('P4rIngress.values_v01111.hi', 0x629C9372)], 13801)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xCFB0F5BF), ('P4rIngress.values_v10000.hi', 0x1B0D4493)], 13801)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x644F870B), ('P4rIngress.values_v10001.hi', 0x14B6A8DB)], 13801)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6B97C5AD), ('P4rIngress.values_v10010.hi', 0x77534D76)], 13801)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x639A137A), ('P4rIngress.values_v10011.hi', 0xA5324CBF)], 13801)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xD1967919), ('P4rIngress.values_v10100.hi', 0xAA636CE6)], 13801)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x579EAB7D), ('P4rIngress.values_v10101.hi', 0x71FD8F79)], 13801)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x694528F7), ('P4rIngress.values_v10110.hi', 0x55848F27)], 13801)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x26DDBA99), ('P4rIngress.values_v10111.hi', 0x4DB279B3)], 13801)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x4B6F487F), ('P4rIngress.values_v11000.hi', 0x7EE7F04E)], 13801)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xF326C9CD), ('P4rIngress.values_v11001.hi', 0x92AD75DE)], 13801)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x6AC1D658), ('P4rIngress.values_v11010.hi', 0x9C77F6A7)], 13801)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x3D115678), ('P4rIngress.values_v11011.hi', 0x9D20BB22)], 13801)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x4B3B3DA3), ('P4rIngress.values_v11100.hi', 0x7533CE39)], 13801)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x8C3D9C11), ('P4rIngress.values_v11101.hi', 0x182F3675)], 13801)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x4CBEEC5A), ('P4rIngress.values_v11110.hi', 0x0E48D2B7)], 13801)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x91C9EF1C), ('P4rIngress.values_v11111.hi', 0x6DA570DA)], 13801)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xBFB0),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A25),
                gc.DataTuple('slot_count', 0x000015B2),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5EAF742B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x009),
                gc.KeyTuple('src_addr', 0x2898DB4F),
                gc.KeyTuple('src_port', 0xC306),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xBFB0),
                gc.DataTuple('rank', 0x0016),
                gc.DataTuple('worker_index', 0x0001),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x28\x98\xDB\x4F\x00\x00\x00\x00\xC3\x06\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xBF\xB0\x00\x16\x5E\xAF\x74\x2B\x0B\xC4\x01\x92\xA0\x3F\xF4\x00\x00\x40\x00\x00\xE9\x77\xD2\x3B\x4C\xB9\x53\xD3\xAE\xE4\x7A\x3D\x80\x00\x00\x00\xDB\x60\x9D\xA6\xBD\x22\xBB\x5C\xD7\x7E\x61\x86\xAF\x1C\x68\x0B\xCA\xE4\xF2\x7F\x8D\xDE\xD9\x29\x67\xC7\x44\x1D\x65\xD3\xF5\x77\x65\x34\x59\xAD\xA9\x7F\x76\xD3\x05\x89\x29\xEC\x6B\x4A\xC2\x50\x69\xFE\x77\x3A\x7B\x27\xB4\xB2\xAA\x71\x9B\x3F\x59\x5A\x9E\x27\x78\x8F\x1D\xCF\xDF\xD3\x53\x31\xAC\xC8\x87\x05\x08\xF4\x77\xA1\xA5\xF7\x07\xFD\x5A\xA2\x1C\x77\x2E\x33\x54\x3B\x6A\x48\xA7\xBD\x2B\x62\x64\xF3\x44\x8F\xD4\x3D\xAD\x72\x47\x97\x52\xF5\x9A\x46\xED\x60\xF7\xB8\x9B\xE5\x1D\xBA\x1C\xEF\x36\x38\x75\x62\x2B\x82\x25\x94\x65\x77\x1B\x6A\x4D\x72\x36\x50\x35\x64\x6D\xD9\x47\x81\x8D\x95\x07\x3F\xB8\xFE\x1E\x7D\x42\x9E\x23\x4A\x71\xEE\xAC\x75\x8B\x6F\x2C\xC1\x66\x96\xA7\x33\xB2\xC6\xBF\x6B\x63\x72\xB8\xE7\x4A\x40\x0E\x3E\x39\x61\xC8\x23\x81\x48\x4D\x2A\x95\x65\x8B\x18\x2A\xCE\x68\x20\xCF\x81\x1F\x77\x74\xE1\x9C\xD1\xB2\x69\xAB\x67\xDB\x77\xA5\xB2\x3C\xB2\xC7\xCD\x16\x23\xD5\xC3\x0E\xD7\xAC\x14\x53\xF1\x78\x54\xDB\xD0\x76\x91\x96\xAD\xC3\x9A\x69\xAC\x9B\xF3\x49\x01\x6B\xAC\x58\xC0\xFE\xEA\x4A\x27\xFE\x40\x7C\xD0\x8B\xFE\xEE\x91\x29\x3F\xAF\x67\x7F\x52\x62\x74\xDC\x46\xD7\x7C\x10\x87\x37\x69\x9A\x3F\x18\x42\xA5\x0C\x38\x4A\xCE\x1D\xF8\xC9\x33\x54\x1D\xDF\xEA\xFE\x03\xC6\x3F\xC7\x6E\x96\x0C\x4E\x12\xCE\xB5\xFB\xF9\x56\x56\x51\x12\x0F\x0B\x0A\x48\xA6\xBD\x55\x23\xC0\x0F\x0C\xD2\xB0\x3C\x69\xFF\x9F\x0A\x36\xBD\x40\x6F\xD0\xF9\x04\x33\x76\xA0\xDD\xC4\xB7\xE5\x63\x1B\x33\xC3\x1E\xCE\x21\xD5\x3D\x66\x60\x6C\xCB\xA6\x76\x99\x88\x95\x50\xE9\xB2\x7D\xFE\xC3\xD7\x60\x8C\x50\x4B\x9D\xB5\xEB\x53\x26\x35\x81\x87\x19\xB5\x46\xDC\xC9\xC0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test50(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xF7AAF366), ('P4rIngress.bitmap_seq.seq', 0x40000000)], 12294)
        self.setRegisterValue('P4rIngress.rounds', 0x40000000, 12294)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x5F), ('P4rIngress.count_exp.exponent', 0xC2)], 12294)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12294)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x55420217), ('P4rIngress.values_v00000.hi', 0x54BE5687)], 12294)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x2E5A5EDF), ('P4rIngress.values_v00001.hi', 0x9CB0EA9A)], 12294)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x5EE918E5), ('P4rIngress.values_v00010.hi', 0xA833EB6E)], 12294)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x16D5D6AD), ('P4rIngress.values_v00011.hi', 0x1CC7A654)], 12294)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x680054A3), ('P4rIngress.values_v00100.hi', 0xA1286E1A)], 12294)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x7CB86C78), ('P4rIngress.values_v00101.hi', 0x3B12EE0E)], 12294)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x43C883D3), ('P4rIngress.values_v00110.hi', 0x58DC5D59)], 12294)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x5B2CCF64), ('P4rIngress.values_v00111.hi', 0x764BF902)], 12294)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x599CC939), ('P4rIngress.values_v01000.hi', 0xB7D32675)], 12294)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xD3CC826B), ('P4rIngress.values_v01001.hi', 0x7930DB99)], 12294)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x0381BB3A), ('P4rIngress.values_v01010.hi', 0x7B880C98)], 12294)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x589AD27B), ('P4rIngress.values_v01011.hi', 0x95591616)], 12294)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x6268B9AA), ('P4rIngress.values_v01100.hi', 0x326A53D3)], 12294)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xB70EEE45), ('P4rIngress.values_v01101.hi', 0x6F9F3489)], 12294)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x63F655A7), ('P4rIngress.values_v01110.hi', 0x619A344B)], 12294)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x632E6293), ('P4rIngress.values_v01111.hi', 0x9212340E)], 12294)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xBEEF63AB), ('P4rIngress.values_v10000.hi', 0x32ACE1A4)], 12294)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x48D9D463), ('P4rIngress.values_v10001.hi', 0x5F19E6D2)], 12294)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x67D3D1E9), ('P4rIngress.values_v10010.hi', 0x405E6269)], 12294)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xBA7DA349), ('P4rIngress.values_v10011.hi', 0x2AC63F01)], 12294)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x5DE0B145), ('P4rIngress.values_v10100.hi', 0x70587421)], 12294)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x0ABB366B), ('P4rIngress.values_v10101.hi', 0x6B1B8E6A)], 12294)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x6BAD39BB), ('P4rIngress.values_v10110.hi', 0x743EC984)], 12294)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x6E782DFB), ('P4rIngress.values_v10111.hi', 0x7EAA60E4)], 12294)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x3D17B52D), ('P4rIngress.values_v11000.hi', 0xE8DF54DB)], 12294)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xBB69C522), ('P4rIngress.values_v11001.hi', 0xC189631F)], 12294)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xEFCFADBD), ('P4rIngress.values_v11010.hi', 0x1FBA6DD7)], 12294)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xAAB75BD5), ('P4rIngress.values_v11011.hi', 0x13543BE9)], 12294)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x756CDCC4), ('P4rIngress.values_v11100.hi', 0xEDF7F8DB)], 12294)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x68119963), ('P4rIngress.values_v11101.hi', 0x46E45491)], 12294)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x09D949BE), ('P4rIngress.values_v11110.hi', 0xA7A64230)], 12294)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x1E24F097), ('P4rIngress.values_v11111.hi', 0x4A0E4633)], 12294)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xCF40),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000003F9),
                gc.DataTuple('slot_count', 0x0000170F),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB5A6C756),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x020),
                gc.KeyTuple('src_addr', 0xAF482B78),
                gc.KeyTuple('src_port', 0x55E9),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xCF40),
                gc.DataTuple('rank', 0x0000),
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
        ig_port = 32
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAF\x48\x2B\x78\x00\x00\x00\x00\x55\xE9\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xCF\x40\x00\x00\xB5\xA6\xC7\x56\x0C\x0D\x05\x19\x40\x00\x00\x00\x00\x40\x00\x00\x7B\xDB\xE5\x85\x41\x5F\x6C\xA3\x63\xD7\x02\x1C\xA9\x23\xAC\x6A\x36\x64\xFC\x04\x19\x94\x29\x31\xAF\xD5\xB6\xCB\x7C\x49\xC9\xDE\x54\x15\x25\x83\xBE\xBF\x87\xDE\x5E\x35\x79\x70\x4A\x0A\xDA\xA7\xD4\xD4\x33\x19\x59\x12\x42\xFB\x7A\x64\x47\x77\x24\xAA\xB9\xCA\x2A\x5F\xFB\x9E\x94\x6A\xC5\x10\xD7\x98\xA9\xCF\xEE\xDE\xD6\x9D\xFD\x37\xB0\xBC\x23\xEA\xB1\xD3\x4A\x6A\xC3\x0B\xE5\x21\x93\xAA\x76\x68\xE5\x77\x92\xAF\x2E\xF6\x31\x18\x93\x8C\x66\x66\x75\x2F\x2A\xAF\x54\xB7\x51\xD8\xA1\x1B\x27\xF4\x97\xC9\x51\x8C\x14\x1F\x09\x49\x02\xAF\x72\xA4\xAF\x82\x41\x86\x33\x7A\x48\xA4\x25\xAA\x66\x95\xB3\xB7\x57\x25\x2A\xD5\xB6\x78\x87\x1B\x3A\xD3\xBE\xA9\x13\x5B\xDB\xC7\x5C\xB4\xE7\x7F\x79\xE9\x3E\xCB\x1D\x09\x35\x97\x8A\x9F\xFB\x7D\x18\xBF\xE0\xD9\x4D\xEF\x2C\x5A\x36\x98\xC2\xF0\x5D\x38\x0D\xF5\x7A\x54\x16\x3B\x58\x9D\x67\x5A\xB1\x11\xE7\xB6\x88\xDE\xE1\x9E\x49\xA4\xCC\x48\xA6\x47\x8B\xB1\x74\xF3\xAE\x45\x2F\xEF\x0B\xC5\x2D\x2F\x0D\x79\x37\xEE\xBB\x22\x54\xA6\xF9\x2B\xC4\x39\x9C\xC8\x58\x59\xBD\xD0\x81\xED\x48\x63\x4A\x3A\xE3\x12\xDC\x2D\x55\xEB\x5C\x7F\xA4\x57\x2D\x88\x8B\x4C\x98\x80\x0F\xDB\xEE\xE6\x59\x28\x37\x22\x0C\x62\xCC\xF8\x08\x0B\xE6\xCF\xD1\x61\x6A\xC7\x39\x5E\xC6\x55\x5C\x09\x86\xDF\xC3\xB4\x38\xBF\x28\xC8\x2F\x55\xF9\x05\xFE\xAC\xA5\x67\x16\xC8\x96\x5C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test51(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xD7B40160), ('P4rIngress.bitmap_seq.seq', 0x3C000000)], 14791)
        self.setRegisterValue('P4rIngress.rounds', 0x3C000000, 14791)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x23), ('P4rIngress.count_exp.exponent', 0x95)], 14791)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14791)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x6AFA962E), ('P4rIngress.values_v00000.hi', 0x7634E27D)], 14791)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7576DED9), ('P4rIngress.values_v00001.hi', 0xAE4DAB38)], 14791)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x7F441C7C), ('P4rIngress.values_v00010.hi', 0x9E80B690)], 14791)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x32B82BB9), ('P4rIngress.values_v00011.hi', 0x4D99E65C)], 14791)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x43DF7C85), ('P4rIngress.values_v00100.hi', 0x8466F30F)], 14791)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x79AC9702), ('P4rIngress.values_v00101.hi', 0x52737449)], 14791)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x323D54FE), ('P4rIngress.values_v00110.hi', 0x4A2914DA)], 14791)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x3B81B665), ('P4rIngress.values_v00111.hi', 0x5A8C58BE)], 14791)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x19D8641D), ('P4rIngress.values_v01000.hi', 0xC2AA9D8A)], 14791)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x2D959B28), ('P4rIngress.values_v01001.hi', 0xB6270221)], 14791)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x41CC16E7), ('P4rIngress.values_v01010.hi', 0x2ABEC8F5)], 14791)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x3982DC69), ('P4rIngress.values_v01011.hi', 0x1D85996E)], 14791)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x359C51A5), ('P4rIngress.values_v01100.hi', 0x64D6FEE3)], 14791)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x744A9214), ('P4rIngress.values_v01101.hi', 0x73BD3A86)], 14791)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xC9C048A9), ('P4rIngress.values_v01110.hi', 0x2E0167E5)], 14791)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xEBC716B6), ('P4rIngress.values_v01111.hi', 0x674B4361)], 14791)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6B8933B1), ('P4rIngress.values_v10000.hi', 0x51DCA169)], 14791)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x5679472C), ('P4rIngress.values_v10001.hi', 0x4FD488F7)], 14791)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x3735E971), ('P4rIngress.values_v10010.hi', 0x467AE9A8)], 14791)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x42AE5E5E), ('P4rIngress.values_v10011.hi', 0x62B543EA)], 14791)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x316AA6AC), ('P4rIngress.values_v10100.hi', 0x6AB28DAF)], 14791)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x69753015), ('P4rIngress.values_v10101.hi', 0xA3DCB93A)], 14791)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x718A10B7), ('P4rIngress.values_v10110.hi', 0x4D0E70F7)], 14791)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xDF92FB56), ('P4rIngress.values_v10111.hi', 0x799FB67C)], 14791)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x42BA52DB), ('P4rIngress.values_v11000.hi', 0x9669A56D)], 14791)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x443F91AB), ('P4rIngress.values_v11001.hi', 0xCEB0BECD)], 14791)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xBF9CF9F5), ('P4rIngress.values_v11010.hi', 0x54B5B2B0)], 14791)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xD435BE5D), ('P4rIngress.values_v11011.hi', 0x256EEED0)], 14791)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x7D84430B), ('P4rIngress.values_v11100.hi', 0xBBB6735F)], 14791)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x655567AF), ('P4rIngress.values_v11101.hi', 0x4F73549B)], 14791)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x4EDA452B), ('P4rIngress.values_v11110.hi', 0x42C73763)], 14791)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x7357710E), ('P4rIngress.values_v11111.hi', 0x26647153)], 14791)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6CBA),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000EA4),
                gc.DataTuple('slot_count', 0x00000B44),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF45CB760),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x013),
                gc.KeyTuple('src_addr', 0xAAFDFF49),
                gc.KeyTuple('src_port', 0x925E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6CBA),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x0358),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAA\xFD\xFF\x49\x00\x00\x00\x00\x92\x5E\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x6C\xBA\x00\x00\xF4\x5C\xB7\x60\x0B\x23\x03\x4B\x3C\x00\x00\x00\x00\x40\x00\x00\x7C\x94\xD3\x1F\x70\x55\x20\x73\x24\xE7\x8B\x07\x95\x5F\x8D\x30\x65\x5D\x70\x40\x56\xF8\x71\xE3\x37\xD6\xA8\x4D\x6C\xDD\x78\xD0\x59\x2B\xBD\xBA\xE7\x4E\x9A\xAC\x6A\xA6\xD2\x7F\x78\x40\x77\x34\x2E\x69\xD9\xD7\x4F\x59\x4D\x49\x70\x17\x1E\xE6\x7C\xCA\xCE\x68\x71\x88\x24\x74\xB6\xFC\xD7\xF7\xB5\x19\xDA\x62\xDB\xC4\xEB\x78\x61\x33\xCE\xCD\x26\x14\x79\x77\x6B\x8A\xCC\x2E\x71\xEA\x60\x7A\x95\xC5\x9A\xA0\x4D\x81\x77\xA6\x46\x4A\x54\xB2\x30\xAC\x3F\x92\x43\x23\x8A\x83\x6C\x82\x5B\x03\x8E\x32\x11\x58\x2F\x4C\xDA\x49\x4D\xD8\x8A\xCB\x43\x47\x36\xED\x54\x10\x6C\x26\x71\x37\x32\xBC\x6A\x67\x5B\x34\x4A\x8E\xDD\xBF\x71\x74\xE6\xFD\x57\x18\xE2\xF1\x3D\x3E\x69\x9B\x6F\xBA\x23\x2F\xFF\x91\xA1\x13\xAB\xE9\xBB\x38\x41\xCE\x9D\x51\x4A\xAE\x3F\xCD\x13\xB7\xF9\x07\x29\x26\x25\x14\x76\x8B\x56\x2A\x5F\x35\x9F\x74\x40\xD3\xC4\x97\x65\x6A\xF3\x75\x1B\xD3\xB1\xBE\x55\xBC\x72\x70\x95\x9B\x10\x1F\x65\xE4\x4F\x19\x56\x95\xC7\xAF\xBA\x43\xE5\x53\x39\xF5\x6C\x25\x73\xF0\x73\xC9\x64\xF2\xF5\xB7\x68\x87\xC3\x91\x71\x7C\xE4\xA5\x67\x60\xFE\x22\x1C\x7A\x98\xEF\xEC\x7B\x6B\xA4\xB3\x1A\xCE\x73\xB2\x13\xE5\x80\xC4\xF2\xCB\x95\x84\x49\x40\x47\x3A\xA2\x71\x2F\x05\x9D\xDC\x7A\x19\x74\xB4\xAA\x56\x98\x01\xF4\x24\x2D\x4B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test52(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x30908840), ('P4rIngress.bitmap_seq.seq', 0x984BC3FD)], 13359)
        self.setRegisterValue('P4rIngress.rounds', 0x984BC3FD, 13359)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x12), ('P4rIngress.count_exp.exponent', 0xBF)], 13359)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13359)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x0CFB5A31), ('P4rIngress.values_v00000.hi', 0x69A6C7A2)], 13359)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6B6BB90E), ('P4rIngress.values_v00001.hi', 0xB2D1337F)], 13359)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x5A90A08D), ('P4rIngress.values_v00010.hi', 0xCDDCBEF2)], 13359)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xE0C2D78F), ('P4rIngress.values_v00011.hi', 0x5B9C97D7)], 13359)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x4DE59DDD), ('P4rIngress.values_v00100.hi', 0xBB0AB455)], 13359)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x37557BB9), ('P4rIngress.values_v00101.hi', 0x3504B061)], 13359)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x449533AD), ('P4rIngress.values_v00110.hi', 0x777DDCBF)], 13359)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x35292BA7), ('P4rIngress.values_v00111.hi', 0x7252781A)], 13359)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4D6F4E12), ('P4rIngress.values_v01000.hi', 0x9D116971)], 13359)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x14538155), ('P4rIngress.values_v01001.hi', 0x9A7F3123)], 13359)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xAC54E19A), ('P4rIngress.values_v01010.hi', 0xBFFD861A)], 13359)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xADB4C39B), ('P4rIngress.values_v01011.hi', 0x7C26C3E3)], 13359)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x7DABB716), ('P4rIngress.values_v01100.hi', 0xFE1EC9A4)], 13359)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x44597719), ('P4rIngress.values_v01101.hi', 0x72651923)], 13359)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x29AD9EDF), ('P4rIngress.values_v01110.hi', 0x93954F65)], 13359)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x56711C52), ('P4rIngress.values_v01111.hi', 0x9BEE16A2)], 13359)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x0E5D1B1E), ('P4rIngress.values_v10000.hi', 0x512C94E5)], 13359)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xFAAAE375), ('P4rIngress.values_v10001.hi', 0x527BAF49)], 13359)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x67E3C60C), ('P4rIngress.values_v10010.hi', 0x20A9B4B8)], 13359)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x5E3CDB5A), ('P4rIngress.values_v10011.hi', 0x2FA4C2B9)], 13359)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x8BAE5B9F), ('P4rIngress.values_v10100.hi', 0xF67A4521)], 13359)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x507237A7), ('P4rIngress.values_v10101.hi', 0xAB55288B)], 13359)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x4D193620), ('P4rIngress.values_v10110.hi', 0xBE26131E)], 13359)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x7EB1DBCB), ('P4rIngress.values_v10111.hi', 0x6EB71775)], 13359)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x54C6B0B0), ('P4rIngress.values_v11000.hi', 0x441DFA35)], 13359)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x6E0B96B6), ('P4rIngress.values_v11001.hi', 0x31A69725)], 13359)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xB73DD70E), ('P4rIngress.values_v11010.hi', 0x43B6C8C4)], 13359)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x797629C5), ('P4rIngress.values_v11011.hi', 0x456A29DA)], 13359)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x4DAB6C7A), ('P4rIngress.values_v11100.hi', 0x4DB16481)], 13359)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x484BF634), ('P4rIngress.values_v11101.hi', 0x01493DC5)], 13359)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xB5549F76), ('P4rIngress.values_v11110.hi', 0x97DE2BEB)], 13359)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x9DF07253), ('P4rIngress.values_v11111.hi', 0xDDC79686)], 13359)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x80AA),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000DF6),
                gc.DataTuple('slot_count', 0x00000F73),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC1FFA129),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x2536FFCC),
                gc.KeyTuple('src_port', 0x77CA),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x80AA),
                gc.DataTuple('rank', 0x0000),
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
        ig_port = 4
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x25\x36\xFF\xCC\x00\x00\x00\x00\x77\xCA\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x80\xAA\x00\x00\xC1\xFF\xA1\x29\x06\x39\x03\x41\x98\x4B\xC3\xFD\x00\x40\x00\x00\x78\x8F\xD8\x7A\x4E\x80\xCB\x17\x4C\xCD\x98\x1D\xA0\xFB\xB2\xD1\x72\x20\xA1\xBF\xDD\xF4\x10\xC6\x62\xB6\xC6\x1B\x48\xAE\x81\x0C\x44\xAA\x6C\xFA\xBB\x14\x9E\xD5\x51\x90\x81\xC5\x55\x8F\x4C\xE3\x16\xC4\x9F\x2F\x62\x54\x98\x93\x62\x45\x39\x22\x17\xCB\x4D\x2F\x5B\x20\x7A\x38\xC4\xBD\x75\xEA\x56\x11\x25\x5B\x4B\x06\x30\xFB\x64\xF4\xD1\xBB\x81\x7C\x3A\xF1\xA2\x90\xB7\x99\x65\xAC\xD8\x43\x7D\x92\x63\xC1\x6D\x17\xED\xCE\x6D\xD3\xB5\xAC\x49\xDB\x7C\x2D\x6C\x5F\x5A\x45\xDB\x0D\x2B\xA9\x66\xA3\x44\x5D\xDF\xE4\x4B\x11\x76\x55\xE4\x88\x59\x2E\xB5\xD7\x9A\xA9\x2B\xF7\x63\x02\xF5\x43\x6D\x14\xD6\x1F\xAF\xA8\x3E\xBE\x5B\x2D\xBE\x87\x7F\xF8\xB8\xEB\xD7\xF9\xCB\x4B\x08\xE6\x6C\xA3\x40\xD6\xF5\xA9\x29\x63\xA3\xDA\x66\xB5\xFB\xA7\x07\x68\xAE\x3D\x7D\xB0\xA9\xE5\x07\xDA\x95\x17\x7D\xA9\x9D\xA2\x69\xCD\x1B\x9D\x15\x2B\x54\x27\x2A\xB2\x71\xAF\x94\x25\xD4\xE6\x5B\xC0\xB9\xCE\x15\x5A\x69\xD2\x74\x5C\xC7\x0B\x64\xFA\x4A\x2B\x4F\x13\x27\xB7\x5D\x64\x82\xE7\x75\x59\x15\x0B\x94\xD6\xA3\x5C\xEB\xD4\xF5\xB9\xA6\x94\xFB\xFB\x7B\xBC\x87\xD1\xEC\x29\x8A\xFB\xA4\xA2\xE3\xFB\x3C\x09\x9B\x88\x7E\xBC\xE8\x4B\x1D\x07\x73\x07\x0A\x66\x48\xDD\x1D\xDA\x8B\xB5\xE4\x5C\xF8\xA8\x75\x44\x18\x6B\xA6\xB4\x39\xCE\x7B\x90\xE8\x8B\xA9\xA5\x1A\x01\x3E\x50\x66\x3B\x5F\x18\x71\x9D\x37\xAE\xF2\x56\x87\x80'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x25\x36\xFF\xCC\xBE\xEF\x77\xCA\x01\x20\x00\x00\x50\x34\x02\x82\x80\xAA\x00\x00\xC1\xFF\xA1\x29\x06\x39\x01\x41\x98\x4B\xC3\xFD\x00\x40\x00\x13\x7F\xFF\xFF\xFF\x4E\x80\xCB\x17\x7F\xFF\xFF\xFF\xA0\xFB\xB2\xD1\x7F\xFF\xFF\xFF\xDD\xF4\x10\xC6\x43\x79\x9D\xAA\x48\xAE\x81\x0C\x7F\xFF\xFF\xFF\xBB\x14\x9E\xD5\x7F\xFF\xFF\xFF\x55\x8F\x4C\xE3\x5B\x59\xD2\xDC\x62\x54\x98\x93\x7F\xFF\xFF\xFF\x17\xCB\x4D\x2F\x7F\xFF\xFF\xFF\xC4\xBD\x75\xEA\x6A\x64\xA6\xB0\x4B\x06\x30\xFB\x11\x49\xB3\x55\x81\x7C\x3A\xF1\x80\x00\x00\x00\x65\xAC\xD8\x43\x7F\xFF\xFF\xFF\x6D\x17\xED\xCE\x7F\xFF\xFF\xFF\x49\xDB\x7C\x2D\x7F\xFF\xFF\xFF\xDB\x0D\x2B\xA9\x7F\xFF\xFF\xFF\xDF\xE4\x4B\x11\x7F\xFF\xFF\xFF\x59\x2E\xB5\xD7\x95\x54\x0F\x6C\x63\x02\xF5\x43\x7F\xFF\xFF\xFF\xAF\xA8\x3E\xBE\x7F\xFF\xFF\xFF\x7F\xF8\xB8\xEB\x80\x00\x00\x00\x08\xE6\x6C\xA3\x7F\xFF\xFF\xFF\x29\x63\xA3\xDA\x7F\xFF\xFF\xFF\x07\x68\xAE\x3D\x7F\xFF\xFF\xFF\x07\xDA\x95\x17\x7F\xFF\xFF\xFF\x69\xCD\x1B\x9D\x7F\xFF\xFF\xFF\x2A\xB2\x71\xAF\x80\x00\x00\x00\x5B\xC0\xB9\xCE\x7F\xFF\xFF\xFF\x74\x5C\xC7\x0B\x7F\xFF\xFF\xFF\x4F\x13\x27\xB7\x7F\xFF\xFF\xFF\x75\x59\x15\x0B\x80\x00\x00\x00\xEB\xD4\xF5\xB9\x80\x00\x00\x00\x7B\xBC\x87\xD1\xEC\x29\x8A\xFB\xA4\xA2\xE3\xFB\x3C\x09\x9B\x88\x7E\xBC\xE8\x4B\x1D\x07\x73\x07\x0A\x66\x48\xDD\x1D\xDA\x8B\xB5\xE4\x5C\xF8\xA8\x75\x44\x18\x6B\xA6\xB4\x39\xCE\x7B\x90\xE8\x8B\xA9\xA5\x1A\x01\x3E\x50\x66\x3B\x5F\x18\x71\x9D\x37\xAE\xF2\x56\x87\x80'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test53(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xF964F596), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 12295)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 12295)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x66)], 12295)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12295)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x63E39DDF), ('P4rIngress.values_v00000.hi', 0x7210EF99)], 12295)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x60BEEBFB), ('P4rIngress.values_v00001.hi', 0x9B6459A1)], 12295)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x78F5D576), ('P4rIngress.values_v00010.hi', 0x730728DF)], 12295)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xEE23562D), ('P4rIngress.values_v00011.hi', 0x66247669)], 12295)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x7F554F51), ('P4rIngress.values_v00100.hi', 0xD35D874D)], 12295)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x65D6A6F4), ('P4rIngress.values_v00101.hi', 0x6C4F1F9C)], 12295)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x5D922BC9), ('P4rIngress.values_v00110.hi', 0x24BAB4F9)], 12295)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7442629D), ('P4rIngress.values_v00111.hi', 0x68DACA6D)], 12295)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x50466520), ('P4rIngress.values_v01000.hi', 0x9B96E5CF)], 12295)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x3546ABD6), ('P4rIngress.values_v01001.hi', 0x935D954F)], 12295)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xDB9864E3), ('P4rIngress.values_v01010.hi', 0x80B49925)], 12295)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x85BBD7A3), ('P4rIngress.values_v01011.hi', 0x4CD6B23F)], 12295)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x75771D16), ('P4rIngress.values_v01100.hi', 0xEDCDD33F)], 12295)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x49ED0F73), ('P4rIngress.values_v01101.hi', 0x563A4179)], 12295)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x67496B87), ('P4rIngress.values_v01110.hi', 0xC039286B)], 12295)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x6829F34F), ('P4rIngress.values_v01111.hi', 0x9D7F36C7)], 12295)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6BA428E7), ('P4rIngress.values_v10000.hi', 0x7DBDA3AF)], 12295)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x4D065D65), ('P4rIngress.values_v10001.hi', 0x41265CC9)], 12295)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x75CB6B8F), ('P4rIngress.values_v10010.hi', 0x2BD8BA11)], 12295)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x4A4BF20D), ('P4rIngress.values_v10011.hi', 0x4CAF54AD)], 12295)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x8A8776A6), ('P4rIngress.values_v10100.hi', 0xDD5FDAC3)], 12295)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x64BB752D), ('P4rIngress.values_v10101.hi', 0x0B12766C)], 12295)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x24C2EE83), ('P4rIngress.values_v10110.hi', 0x6E7B1AC8)], 12295)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x5A232146), ('P4rIngress.values_v10111.hi', 0x5698B1F4)], 12295)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x4FFC759E), ('P4rIngress.values_v11000.hi', 0x4A6DD0AB)], 12295)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x399B4DF8), ('P4rIngress.values_v11001.hi', 0x62200F2A)], 12295)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xECCA9B99), ('P4rIngress.values_v11010.hi', 0xADAB3936)], 12295)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xCB24F3B7), ('P4rIngress.values_v11011.hi', 0xCEFC78EB)], 12295)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x464DD1E6), ('P4rIngress.values_v11100.hi', 0xD9998C43)], 12295)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x53CE0678), ('P4rIngress.values_v11101.hi', 0xB0DBDC8B)], 12295)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xD34A5432), ('P4rIngress.values_v11110.hi', 0x539D52EB)], 12295)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4C5E4F2D), ('P4rIngress.values_v11111.hi', 0x465D2B8D)], 12295)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6E34),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000721),
                gc.DataTuple('slot_count', 0x000017BD),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEAE4F42A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02A),
                gc.KeyTuple('src_addr', 0xE5A29EA8),
                gc.KeyTuple('src_port', 0xD053),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6E34),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x0256),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE5\xA2\x9E\xA8\x00\x00\x00\x00\xD0\x53\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x6E\x34\x00\x00\xEA\xE4\xF4\x2A\x08\xE6\x05\x3B\x00\x00\x00\x00\x00\x40\x00\x00\x41\x38\x8B\xDA\x61\x9A\xE9\x9B\x24\xFC\x57\x4D\xAB\x96\x55\xD2\x44\x05\x10\xA2\xF5\xD7\xAB\x89\x59\xF4\xD6\xD4\x4D\xDC\x51\x57\x7A\x2D\x12\x57\x98\x3C\x8E\xDA\x3E\x8A\x06\x36\x23\x6B\x47\x6A\xCF\xBF\x6A\xAB\x5B\x9A\xAC\xA6\x3A\xFC\xDA\x4B\x4A\xE6\xD1\xB8\x50\x3F\x67\x3B\xE0\xFC\x55\x6D\x15\xEE\x70\x36\x32\x8C\xEC\xBC\x5A\x69\x6D\x2C\xD3\x94\xA7\xAB\xCD\x23\x39\x05\x44\x40\x7A\xDF\x30\x7B\x50\x8D\x19\xED\xEE\xD3\x61\x52\xC2\xED\x56\x76\x7A\xD1\x54\x4E\x49\x5F\x9F\xFB\x79\x9E\x4A\xB6\xA0\xEB\xA7\x38\xF5\xF5\x4E\x46\x75\x95\x14\x30\x1E\x89\xD4\x0C\xBC\xB3\x62\xA1\xA5\xDB\x14\xBA\x3A\xB4\x1D\xDC\xD5\xFE\x37\x5B\x0A\x63\x4D\x31\xF2\xAB\xC8\xAB\x52\xF3\xE5\x06\x27\xE6\x20\x39\x5A\xE9\x86\xC4\x4D\x78\x73\x9D\xC5\x45\xCD\x5A\x1E\xDC\x26\x3A\x7F\x5B\xD2\xDD\xBA\xFE\x3B\xC4\xF5\xA8\x5A\x41\x34\x17\x4B\xAD\x8C\x9C\x1E\x1D\x37\x0C\x84\xCC\xE1\x8B\x8B\x19\x31\xE2\x91\x67\xB4\x6A\x1B\x17\x66\xEB\x5C\x80\xDD\x82\x91\x35\xDF\xA4\x43\x77\x1E\x45\xC7\x93\xCB\xC8\x8F\x7B\x0C\x12\x69\x5D\x72\xA1\x6F\x93\x67\x0E\x6C\xEB\xAC\xD7\x7E\x03\x19\x3E\xA0\x56\x9F\xDC\x39\x52\x63\xDF\x92\x1A\xCD\x6B\x54\x4A\xB1\x92\xE4\xBE\xA1\xC5\x05\xDE\xE9\xB0\xE7\x2A\xFB\x97\xB8\x61\x80\x32\x7B\x75\xBE\x30\x4B\x32\xA5\x2A\x52\x50\x0E\xF7\xEB\xDA\x52'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE5\xA2\x9E\xA8\xBE\xEF\xD0\x53\x01\x20\x00\x00\x50\x34\x02\x82\x6E\x34\x00\x00\xEA\xE4\xF4\x2A\x08\xE6\x01\x3B\x00\x00\x00\x00\x00\x40\x00\x20\x7F\xFF\xFF\xFF\x61\x9A\xE9\x9B\x7F\xFF\xFF\xFF\xAB\x96\x55\xD2\x7F\xFF\xFF\xFF\xF5\xD7\xAB\x89\x48\x18\x2D\x01\x4D\xDC\x51\x57\x7F\xFF\xFF\xFF\x98\x3C\x8E\xDA\x7F\xFF\xFF\xFF\x23\x6B\x47\x6A\x2D\x51\x96\x74\x5B\x9A\xAC\xA6\x7F\xFF\xFF\xFF\x4A\xE6\xD1\xB8\x7F\xFF\xFF\xFF\xE0\xFC\x55\x6D\x4B\x35\x1C\x0C\x32\x8C\xEC\xBC\x36\x01\xD2\x0F\xD3\x94\xA7\xAB\x80\x00\x00\x00\x44\x40\x7A\xDF\x7F\xFF\xFF\xFF\x19\xED\xEE\xD3\x7F\xFF\xFF\xFF\x56\x76\x7A\xD1\x7F\xFF\xFF\xFF\x9F\xFB\x79\x9E\x7F\xFF\xFF\xFF\xA7\x38\xF5\xF5\x7F\xFF\xFF\xFF\x14\x30\x1E\x89\x21\x13\x1A\x18\x62\xA1\xA5\xDB\x7F\xFF\xFF\xFF\x1D\xDC\xD5\xFE\x7F\xFF\xFF\xFF\x4D\x31\xF2\xAB\x80\x00\x00\x00\xE5\x06\x27\xE6\x7F\xFF\xFF\xFF\x86\xC4\x4D\x78\x7F\xFF\xFF\xFF\xCD\x5A\x1E\xDC\x7F\xFF\xFF\xFF\xD2\xDD\xBA\xFE\x7F\xFF\xFF\xFF\x5A\x41\x34\x17\x7F\xFF\xFF\xFF\x1E\x1D\x37\x0C\x80\x00\x00\x00\x8B\x19\x31\xE2\x80\x00\x00\x00\x1B\x17\x66\xEB\x7F\xFF\xFF\xFF\x91\x35\xDF\xA4\x7F\xFF\xFF\xFF\xC7\x93\xCB\xC8\x80\x00\x00\x00\x69\x5D\x72\xA1\x7F\xFF\xFF\xFF\x6C\xEB\xAC\xD7\x7E\x03\x19\x3E\xA0\x56\x9F\xDC\x39\x52\x63\xDF\x92\x1A\xCD\x6B\x54\x4A\xB1\x92\xE4\xBE\xA1\xC5\x05\xDE\xE9\xB0\xE7\x2A\xFB\x97\xB8\x61\x80\x32\x7B\x75\xBE\x30\x4B\x32\xA5\x2A\x52\x50\x0E\xF7\xEB\xDA\x52'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test54(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x6D33B00C), ('P4rIngress.bitmap_seq.seq', 0xF31EE5E4)], 11327)
        self.setRegisterValue('P4rIngress.rounds', 0xF31EE5E4, 11327)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0F), ('P4rIngress.count_exp.exponent', 0x0B)], 11327)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11327)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x919FA0DF), ('P4rIngress.values_v00000.hi', 0x7AE97964)], 11327)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x971B0D54), ('P4rIngress.values_v00001.hi', 0xA2602FB4)], 11327)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x5BA55C57), ('P4rIngress.values_v00010.hi', 0x88ADA95D)], 11327)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x822DB2F6), ('P4rIngress.values_v00011.hi', 0x85675E8E)], 11327)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x31E5D15F), ('P4rIngress.values_v00100.hi', 0x838F7272)], 11327)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x1D26B34F), ('P4rIngress.values_v00101.hi', 0x5744F263)], 11327)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x49D0E6CB), ('P4rIngress.values_v00110.hi', 0x635CD75D)], 11327)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xE9FB3654), ('P4rIngress.values_v00111.hi', 0x4B7F2925)], 11327)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x423F49DB), ('P4rIngress.values_v01000.hi', 0x56D7739D)], 11327)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xBD62DB55), ('P4rIngress.values_v01001.hi', 0x68B84AD3)], 11327)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x14B16BC2), ('P4rIngress.values_v01010.hi', 0xFE62FCBB)], 11327)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x8D93EC0A), ('P4rIngress.values_v01011.hi', 0x616285FD)], 11327)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xCDD916D5), ('P4rIngress.values_v01100.hi', 0x565826EB)], 11327)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xD3764D5D), ('P4rIngress.values_v01101.hi', 0x7849579C)], 11327)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x45B4C7A5), ('P4rIngress.values_v01110.hi', 0x694E778A)], 11327)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x3D627EA9), ('P4rIngress.values_v01111.hi', 0x6DADD4F3)], 11327)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x66CBA361), ('P4rIngress.values_v10000.hi', 0x0EEEC235)], 11327)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x54E79427), ('P4rIngress.values_v10001.hi', 0x42ED666E)], 11327)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6EC7EE9D), ('P4rIngress.values_v10010.hi', 0x206A12ED)], 11327)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x668C9E7A), ('P4rIngress.values_v10011.hi', 0xD567732D)], 11327)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x8169F88B), ('P4rIngress.values_v10100.hi', 0xD30796AE)], 11327)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x5C40B89B), ('P4rIngress.values_v10101.hi', 0xB74373AC)], 11327)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x6255B1BF), ('P4rIngress.values_v10110.hi', 0xC79536A3)], 11327)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x3ADC957F), ('P4rIngress.values_v10111.hi', 0x5E0C46F3)], 11327)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6FBA1983), ('P4rIngress.values_v11000.hi', 0x238B2DE3)], 11327)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x2B6B6793), ('P4rIngress.values_v11001.hi', 0x976CB09C)], 11327)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7A8B7B29), ('P4rIngress.values_v11010.hi', 0x5D9E562C)], 11327)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5A610767), ('P4rIngress.values_v11011.hi', 0x56693E45)], 11327)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x46EAEA4D), ('P4rIngress.values_v11100.hi', 0x19026779)], 11327)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x14C85EDD), ('P4rIngress.values_v11101.hi', 0x2D789958)], 11327)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x9BDDC0D1), ('P4rIngress.values_v11110.hi', 0x86FAC777)], 11327)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x1E6A6ABE), ('P4rIngress.values_v11111.hi', 0x65315EA1)], 11327)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3914),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B32),
                gc.DataTuple('slot_count', 0x00000A2D),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD1CE7237),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02B),
                gc.KeyTuple('src_addr', 0xF1C3C4E0),
                gc.KeyTuple('src_port', 0x6490),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3914),
                gc.DataTuple('rank', 0x0016),
                gc.DataTuple('worker_index', 0x01E2),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF1\xC3\xC4\xE0\x00\x00\x00\x00\x64\x90\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x39\x14\x00\x16\xD1\xCE\x72\x37\x01\x0D\x03\x45\xF3\x1E\xE5\xE4\x00\x40\x00\x00\x5E\x8A\x17\xE9\x0A\x66\xE9\x77\xBB\x48\xDC\xD3\xB5\xFD\x37\x14\x16\xBE\x5E\x61\xC6\x2D\xC9\x4E\x3E\xEF\x26\xE9\xDD\xAC\x74\xE3\xB5\xE5\x5B\x17\x9A\x82\xCA\x5B\x9D\xE6\xA7\x79\x56\xCC\xD7\xB7\x49\xB4\x2E\x3E\xB3\xD6\xAA\x75\x2F\xAF\xA4\xCC\x4A\x66\x02\xE3\x40\xEB\x30\x5C\x4C\x8A\xB8\x14\xAD\x5A\x35\x8D\x1F\x0A\xE4\x57\x35\xB1\x43\xD3\x45\x7E\xBB\x73\xED\xD9\x1C\x68\x7F\x52\xE5\xDE\xB3\x12\xFC\x9B\x43\xCB\x0C\xD7\x10\x17\xCD\x7D\x53\xF5\x4E\x13\x8D\x15\x1E\xB9\x5B\x6F\xA9\x00\x2D\x6E\xE4\xBB\x78\x22\x9C\xC8\xA2\xF1\xF7\xBB\x23\xB0\xD7\x8B\x64\x74\xF7\x89\x7C\xCD\x05\x27\x2C\x6F\x11\xF7\x60\x09\x40\xA9\x77\x09\xDC\x42\x54\x64\x35\x2B\xCC\xE5\x7F\x6D\x9D\xEB\xE6\xFC\x26\x3E\xBD\x61\x92\xC1\x5E\x95\xF7\xB5\xDD\xB0\xAD\x17\x92\xB7\x8A\xDD\xFD\xCA\x3A\xE4\xFE\xB5\x53\x5B\x6D\xB1\x5E\x17\x21\xFE\x33\x3C\x6F\x2D\xBF\xBE\xA9\xA8\x8B\x3B\x7B\xD4\x4D\xDA\xC5\xB7\x56\xB5\x73\x55\x76\x81\xA7\x61\x61\x9D\xB2\xD6\x69\xCB\x6C\x77\x75\xF6\x0E\x75\x72\x53\xED\x16\xB8\x20\xBB\x57\xEF\x4A\xD3\x2F\x77\x6B\x7C\x89\x69\x73\x87\x3D\x29\x22\x19\xDC\x86\x4A\x05\x84\xCA\x49\x7B\xB6\x49\x57\xB4\xC9\x19\x5A\x78\x0D\x55\x01\x4D\xCE\xF1\xA2\x1A\x00\xAD\x8B\x0B\x2A\x74\x7F\x01\xFA\xB9\x7C\x68\x45\xCE\xB3\xD8\x8C\xA9\x45\x08\x13\x5B\x61\x6A\xAE\x74\x7E\x6B\xD7\xB4\x97\x2E\x0E\x9E\x55\x86\xB7\x7D\x45\x08\x17\x20\x47\x2A\x19\xB9\x4B\x70\xF0\x19\xA4\xC1\x79\xBB\xA3\xD5\x5F\x82\x5C\x5A\xA1\x47\x47\x40\x83\x27'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF1\xC3\xC4\xE0\xBE\xEF\x64\x90\x01\x20\x00\x00\x50\x34\x02\x82\x39\x14\x00\x16\xD1\xCE\x72\x37\x01\x0D\x01\x45\xF3\x1E\xE5\xE4\x00\x40\x00\x10\xF0\x29\xB8\xC8\x0A\x66\xE9\x77\x80\x00\x00\x00\xB5\xFD\x37\x14\x72\x63\xBA\xB8\xC6\x2D\xC9\x4E\xC1\x1C\xD9\xDF\xDD\xAC\x74\xE3\xE7\xCB\x2C\x76\x9A\x82\xCA\x5B\xBB\x0D\x5A\xC8\x56\xCC\xD7\xB7\x7F\xFF\xFF\xFF\xB3\xD6\xAA\x75\x19\xAA\xDB\x20\x4A\x66\x02\xE3\x7F\xFF\xFF\xFF\x4C\x8A\xB8\x14\x80\x00\x00\x00\x1F\x0A\xE4\x57\x4A\x62\xAF\x95\x45\x7E\xBB\x73\x80\x00\x00\x00\x7F\x52\xE5\xDE\x80\xEC\x13\x70\x43\xCB\x0C\xD7\xE3\x8E\x1A\xDA\x53\xF5\x4E\x13\xD2\xC9\xE6\x5E\x5B\x6F\xA9\x00\x6A\xD1\x63\x64\x78\x22\x9C\xC8\x09\xBD\x9B\x1C\x23\xB0\xD7\x8B\x7F\xFF\xFF\xFF\x7C\xCD\x05\x27\x7F\xFF\xFF\xFF\x60\x09\x40\xA9\x7F\xFF\xFF\xFF\x54\x64\x35\x2B\x80\x00\x00\x00\x9D\xEB\xE6\xFC\x7F\xFF\xFF\xFF\x92\xC1\x5E\x95\x5A\x0B\x8F\x6F\xAD\x17\x92\xB7\xC5\xBA\x93\x49\x3A\xE4\xFE\xB5\x7F\xFF\xFF\xFF\x5E\x17\x21\xFE\x5E\xA7\xD6\xC0\xBF\xBE\xA9\xA8\x05\xC6\xF6\xFD\x4D\xDA\xC5\xB7\x7F\xFF\xFF\xFF\x76\x81\xA7\x61\x7F\xFF\xFF\xFF\x69\xCB\x6C\x77\x7F\xFF\xFF\xFF\x72\x53\xED\x16\x80\x00\x00\x00\xEF\x4A\xD3\x2F\x7F\xFF\xFF\xFF\x69\x73\x87\x3D\x29\x22\x19\xDC\x86\x4A\x05\x84\xCA\x49\x7B\xB6\x49\x57\xB4\xC9\x19\x5A\x78\x0D\x55\x01\x4D\xCE\xF1\xA2\x1A\x00\xAD\x8B\x0B\x2A\x74\x7F\x01\xFA\xB9\x7C\x68\x45\xCE\xB3\xD8\x8C\xA9\x45\x08\x13\x5B\x61\x6A\xAE\x74\x7E\x6B\xD7\xB4\x97\x2E\x0E\x9E\x55\x86\xB7\x7D\x45\x08\x17\x20\x47\x2A\x19\xB9\x4B\x70\xF0\x19\xA4\xC1\x79\xBB\xA3\xD5\x5F\x82\x5C\x5A\xA1\x47\x47\x40\x83\x27'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test55(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x0F719BAC), ('P4rIngress.bitmap_seq.seq', 0x38000000)], 9871)
        self.setRegisterValue('P4rIngress.rounds', 0x38000000, 9871)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x2F), ('P4rIngress.count_exp.exponent', 0xEE)], 9871)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 9871)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x4B278C85), ('P4rIngress.values_v00000.hi', 0x47BFBA71)], 9871)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x4DA07B64), ('P4rIngress.values_v00001.hi', 0x94AD88A9)], 9871)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x4310810D), ('P4rIngress.values_v00010.hi', 0x88B54B0E)], 9871)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xCDD2F963), ('P4rIngress.values_v00011.hi', 0x7F2AF4DF)], 9871)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x59A8D909), ('P4rIngress.values_v00100.hi', 0xB37947BB)], 9871)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x4EA07D19), ('P4rIngress.values_v00101.hi', 0x4B65D91A)], 9871)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x04C96772), ('P4rIngress.values_v00110.hi', 0x4C89E295)], 9871)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7B075B45), ('P4rIngress.values_v00111.hi', 0x5F79417D)], 9871)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5ABC6C68), ('P4rIngress.values_v01000.hi', 0x8C3588ED)], 9871)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x8245E556), ('P4rIngress.values_v01001.hi', 0x2BCBAD57)], 9871)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x80000000), ('P4rIngress.values_v01010.hi', 0x44135EFB)], 9871)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x4E7F7EA6), ('P4rIngress.values_v01011.hi', 0xAF2C5446)], 9871)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x79F68C38), ('P4rIngress.values_v01100.hi', 0x28B0D41D)], 9871)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xB1DA776F), ('P4rIngress.values_v01101.hi', 0x720BDF5D)], 9871)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x6DABE10D), ('P4rIngress.values_v01110.hi', 0x56D5479D)], 9871)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x7F0507D1), ('P4rIngress.values_v01111.hi', 0x827CA9B3)], 9871)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xF1695ED7), ('P4rIngress.values_v10000.hi', 0x4152DBF5)], 9871)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x43D5EF8C), ('P4rIngress.values_v10001.hi', 0x491BA86F)], 9871)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7A3C719B), ('P4rIngress.values_v10010.hi', 0x46A9D262)], 9871)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xC9A9AF99), ('P4rIngress.values_v10011.hi', 0x34D6ADA1)], 9871)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x1D52CA2A), ('P4rIngress.values_v10100.hi', 0x64868C1F)], 9871)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x63A6B97F), ('P4rIngress.values_v10101.hi', 0x6F449758)], 9871)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x09BFA464), ('P4rIngress.values_v10110.hi', 0x44A363D1)], 9871)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x7BE12E86), ('P4rIngress.values_v10111.hi', 0x60B2213F)], 9871)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x55CE08A6), ('P4rIngress.values_v11000.hi', 0x1EE57F2E)], 9871)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x63A32EB2), ('P4rIngress.values_v11001.hi', 0x651C273A)], 9871)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x11C0F027), ('P4rIngress.values_v11010.hi', 0x5CE899BF)], 9871)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6DF4DB3E), ('P4rIngress.values_v11011.hi', 0x58BCA04A)], 9871)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x6B0BAC5E), ('P4rIngress.values_v11100.hi', 0x2196F547)], 9871)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x4997396D), ('P4rIngress.values_v11101.hi', 0x693BA6F5)], 9871)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x65C26D99), ('P4rIngress.values_v11110.hi', 0x6C4C5DBC)], 9871)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xBAC2566B), ('P4rIngress.values_v11111.hi', 0xB7A4C8AC)], 9871)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xAD2E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000068F),
                gc.DataTuple('slot_count', 0x00000EAC),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAF49FA26),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xC931ECEC),
                gc.KeyTuple('src_port', 0xB207),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xAD2E),
                gc.DataTuple('rank', 0x0000),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC9\x31\xEC\xEC\x00\x00\x00\x00\xB2\x07\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xAD\x2E\x00\x00\xAF\x49\xFA\x26\x00\x00\x07\x07\x38\x00\x00\x00\x00\x40\x00\x00\x6C\x73\xA9\x45\x6B\x9A\x76\x5B\x4F\x90\x41\x56\x8C\x87\xAA\x66\x52\xB9\x65\x3D\x00\xF0\xC2\x91\xE6\x66\xBB\x21\x0B\xA6\x2A\xDF\x3A\xC6\x4C\x95\x9A\x35\xCA\x7E\x53\x52\xF2\x93\x4F\xC6\xD2\xBA\x80\x00\x00\x00\x79\xCB\x6B\x04\x28\xA1\x12\x76\x48\x78\xF4\x59\x42\xB7\xBE\x2E\x87\xAB\x6D\x68\x53\x4D\xD4\x7B\xFA\x5F\x2D\x7F\x00\x00\x00\x00\x75\x16\xE6\xCE\x49\xCC\x8D\x3B\xAF\x9F\x19\x1F\x29\xED\x13\x77\xAE\xB4\xCF\xC7\xD6\x4E\xB0\xEC\x4E\x21\x80\xD1\x51\x94\xF7\x99\x66\xD1\x0B\xAB\x5B\x0E\xA4\xC3\xFF\x7E\xBC\xB1\xA3\x7B\x4D\x4A\x64\xF3\xE8\xDA\x6E\x16\xED\xFD\x4F\x93\x51\xB2\x2B\x4B\x5F\xE7\x58\xAC\x0B\x33\xA4\x3D\x80\xBA\xF5\x3A\x65\x7F\xA3\x3E\xBA\xEA\x70\x2C\xDC\xC8\x4E\xF8\xED\x98\x49\x6E\xF0\x72\x6D\xC9\xEE\xA2\x57\x9E\x45\xB7\x67\x8C\x89\x54\x2C\xEF\x22\x6A\x6D\x84\xFA\xF0\x88\xCF\x71\xA7\x4D\xD5\x7D\x26\x4D\x19\x8A\x0F\x5F\x33\xD4\xFE\xC8\xC2\xAB\x04\x2D\x02\xD9\x86\x13\xB5\x7E\x2D\x7B\x1F\xEC\xBE\x1E\xA2\x44\xD7\x54\x69\x83\x5F\x71\xD9\xAE\xB7\x3C\x22\xE9\x63\xF3\x9A\xFD\x6D\xB0\xEE\x1C\x45\xAE\x12\x7D\xC0\xEA\x96\x6F\x10\x20\x6A\xEB\xB1\xE5\xCC\xA9\x71\x84\x18\x1F\xCF\xA1\x5E\xA1\xE0\x5E\xFC\x2C\x7B\xEF\xB3\x24\xA8\x15\xE5\x4F\x2F\x24\xEC\xF7\xBA\xE0\x30\xB0\xE3\x70\xEE\x7B\xFC\x1E\x52\xFA\x23\xD2\xC8\xA5\x1A\xE5\xA3\xB8\xF4\x8A\x85\xF6\xC3\x50\x9B\x8F\x0F\x98\x15\x7E\x6B\x4A\xEE\x45\x0A\xB8\x70\xF2\x87\x3A\x67\x65\x64\x7A\x9E\x2F\x70\xFA\x35'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test56(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x2029D78E), ('P4rIngress.bitmap_seq.seq', 0x1A080000)], 11106)
        self.setRegisterValue('P4rIngress.rounds', 0x1A080000, 11106)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0E), ('P4rIngress.count_exp.exponent', 0x8C)], 11106)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11106)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x681B53F1), ('P4rIngress.values_v00000.hi', 0x67A01D67)], 11106)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6EBE05B8), ('P4rIngress.values_v00001.hi', 0xD6191B60)], 11106)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x789EF3F2), ('P4rIngress.values_v00010.hi', 0x77709CD2)], 11106)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xBCD85664), ('P4rIngress.values_v00011.hi', 0x6F3ABFF6)], 11106)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x03973924), ('P4rIngress.values_v00100.hi', 0xA254FAA2)], 11106)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x7DCFA36F), ('P4rIngress.values_v00101.hi', 0x72A4B3E3)], 11106)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x80000000), ('P4rIngress.values_v00110.hi', 0x5DAA5D75)], 11106)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x43D03F32), ('P4rIngress.values_v00111.hi', 0x3E23DC79)], 11106)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x16AF1BD1), ('P4rIngress.values_v01000.hi', 0xBD267648)], 11106)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x0977A376), ('P4rIngress.values_v01001.hi', 0x8A747C59)], 11106)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xB45E06B5), ('P4rIngress.values_v01010.hi', 0x440BE097)], 11106)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x477AFDE3), ('P4rIngress.values_v01011.hi', 0xAD7D24EE)], 11106)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4BE53E1C), ('P4rIngress.values_v01100.hi', 0xECAEBAC5)], 11106)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x80000000), ('P4rIngress.values_v01101.hi', 0x57B3ED89)], 11106)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x3964C3E1), ('P4rIngress.values_v01110.hi', 0x666B5CCD)], 11106)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x7599073F), ('P4rIngress.values_v01111.hi', 0x2763E8AB)], 11106)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x348AFA6D), ('P4rIngress.values_v10000.hi', 0x32E9DED3)], 11106)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x661DE6B5), ('P4rIngress.values_v10001.hi', 0x2E278819)], 11106)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6BB8A4E7), ('P4rIngress.values_v10010.hi', 0x1EA59F73)], 11106)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xB07164D6), ('P4rIngress.values_v10011.hi', 0xBF691F8F)], 11106)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xF6B5FD9F), ('P4rIngress.values_v10100.hi', 0x46A5CD32)], 11106)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x49F35718), ('P4rIngress.values_v10101.hi', 0x7FEE9E57)], 11106)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x29F0344D), ('P4rIngress.values_v10110.hi', 0x522E6D43)], 11106)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x2D2E4BAE), ('P4rIngress.values_v10111.hi', 0x7B084F14)], 11106)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x2F5A4F5A), ('P4rIngress.values_v11000.hi', 0xF6CE47E6)], 11106)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x5D427CF3), ('P4rIngress.values_v11001.hi', 0x592351F0)], 11106)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x52692AC7), ('P4rIngress.values_v11010.hi', 0x77232F49)], 11106)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x29CFFF9C), ('P4rIngress.values_v11011.hi', 0x7233BCA5)], 11106)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xBFFE9DF6), ('P4rIngress.values_v11100.hi', 0x592CDF4C)], 11106)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x959CF6CB), ('P4rIngress.values_v11101.hi', 0xA5C6945B)], 11106)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xCBE74D33), ('P4rIngress.values_v11110.hi', 0x2D9BAAEB)], 11106)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x2E4171EF), ('P4rIngress.values_v11111.hi', 0x31D41BD6)], 11106)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xFD11),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000097A),
                gc.DataTuple('slot_count', 0x000013BA),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0CD5C485),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x016),
                gc.KeyTuple('src_addr', 0x4F2ED74F),
                gc.KeyTuple('src_port', 0x0264),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xFD11),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x0318),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x4F\x2E\xD7\x4F\x00\x00\x00\x00\x02\x64\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xFD\x11\x00\x00\x0C\xD5\xC4\x85\x01\xE8\x03\x55\x1A\x08\x00\x00\x00\x40\x00\x00\x23\xE8\x17\xF9\x2D\x23\x65\x41\x4C\xBC\x9B\x20\x85\x88\x1B\x7E\x56\x0C\xA2\xE8\x9B\x6E\xDA\xDC\xC9\x6E\x57\x27\x49\x1C\x03\xFF\x7E\xF9\xD8\x62\x96\x24\x6C\x57\x2C\x40\xAF\x43\x20\x75\xA7\x83\x00\x00\x00\x00\x3B\x02\x5D\xE3\x6D\xD8\xEE\xBE\x7C\xCC\x1A\x5D\x71\x34\x27\x7D\x95\x77\x17\x4B\x3E\xD2\xFC\x72\x58\xDE\xF7\x5B\x37\xCA\x0A\x90\x6F\xB3\xD3\x12\x6F\x0D\x78\xE9\xBC\xE3\x4C\x68\x67\x09\x22\x15\xCE\xE3\xA2\x27\x4D\x56\x3E\x42\x47\x9A\xAD\x3D\x4A\x54\x8D\x9D\x77\xBA\xD0\x84\x31\xCB\x56\x38\x9C\xF8\x57\x2B\x24\xFB\x8B\xEC\x5B\xE6\x51\x56\x1C\x86\x51\xC0\x6F\x6E\xFD\xE8\x6B\x31\xD8\x43\x79\x25\x46\x4D\xA9\xFF\x70\x66\x33\x47\x87\x69\x1A\x9E\x24\xBB\x46\xAB\x81\x53\x73\x5D\x7C\x2B\x72\x18\xC4\x2E\x48\x8C\xD7\x45\x36\xB4\xE5\x5D\x6A\xDB\xE6\xAA\x43\x28\x78\x95\x69\xC2\x0B\x90\x64\x58\xD8\xEE\x17\x2A\xDE\x0B\x6B\x5D\x6D\x78\x3A\x3B\x1D\x1B\x24\xCB\xF3\xFF\x6A\x69\xDA\xA7\x60\x7A\xBB\x22\x88\x34\x98\xD2\x29\xC5\x2B\x18\xDF\x24\x3C\x39\xB8\xD7\x9F\x5D\x1B\xB6\xEB\x61\xE2\x8C\xD6\xD2\x6B\x41\x1C\xD7\x51\x13\x23\x88\x0E\xD7\x80\x9E\xEB\x0D\xDB\x3B\x22\x10\xF2\x25\x6C\x0A\x9C\xD2\x4A\x55\x72'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x4F\x2E\xD7\x4F\xBE\xEF\x02\x64\x01\x20\x00\x00\x50\x34\x02\x82\xFD\x11\x00\x00\x0C\xD5\xC4\x85\x01\xE8\x01\x55\x1A\x08\x00\x00\x00\x40\x00\x0F\x7F\xFF\xFF\xFF\x2D\x23\x65\x41\x7F\xFF\xFF\xFF\x85\x88\x1B\x7E\x7F\xFF\xFF\xFF\x9B\x6E\xDA\xDC\x86\x46\xAD\x8B\x49\x1C\x03\xFF\x7F\xFF\xFF\xFF\x96\x24\x6C\x57\x7F\xFF\xFF\xFF\x20\x75\xA7\x83\x80\x00\x00\x00\x3B\x02\x5D\xE3\x7F\xFF\xFF\xFF\x7C\xCC\x1A\x5D\x7F\xFF\xFF\xFF\x95\x77\x17\x4B\x48\x4A\x9F\xE8\x58\xDE\xF7\x5B\xEC\x28\x11\x45\x6F\xB3\xD3\x12\x7F\xFF\xFF\xFF\xBC\xE3\x4C\x68\x7F\xFF\xFF\xFF\xCE\xE3\xA2\x27\xCD\x56\x3E\x42\x47\x9A\xAD\x3D\x7F\xFF\xFF\xFF\x77\xBA\xD0\x84\x7F\xFF\xFF\xFF\x9C\xF8\x57\x2B\x59\x86\x86\x59\x5B\xE6\x51\x56\x7F\xFF\xFF\xFF\x6F\x6E\xFD\xE8\x7F\xFF\xFF\xFF\x79\x25\x46\x4D\x80\x00\x00\x00\x33\x47\x87\x69\x11\x54\x22\x5A\x46\xAB\x81\x53\x7F\xFF\xFF\xFF\x72\x18\xC4\x2E\x72\x7D\x0B\x92\x36\xB4\xE5\x5D\x7F\xFF\xFF\xFF\x43\x28\x78\x95\x7F\xFF\xFF\xFF\x64\x58\xD8\xEE\x74\x6D\x5A\xFE\x6B\x5D\x6D\x78\x7F\xFF\xFF\xFF\x24\xCB\xF3\xFF\x7F\xFF\xFF\xFF\x60\x7A\xBB\x22\x80\x00\x00\x00\x29\xC5\x2B\x18\x80\x00\x00\x00\xB8\xD7\x9F\x5D\xE7\x9E\x38\x94\xE2\x8C\xD6\xD2\x7F\xFF\xFF\xFF\x51\x13\x23\x88\x0E\xD7\x80\x9E\xEB\x0D\xDB\x3B\x22\x10\xF2\x25\x6C\x0A\x9C\xD2\x4A\x55\x72'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test57(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xDB000842), ('P4rIngress.bitmap_seq.seq', 0x8E645C2B)], 12956)
        self.setRegisterValue('P4rIngress.rounds', 0x8E645C2B, 12956)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0xD0)], 12956)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12956)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x64CAB083), ('P4rIngress.values_v00000.hi', 0x542DF06E)], 12956)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6F7A966C), ('P4rIngress.values_v00001.hi', 0x8F4C4308)], 12956)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x1CA0368E), ('P4rIngress.values_v00010.hi', 0x06DAA6FF)], 12956)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x60B8DD53), ('P4rIngress.values_v00011.hi', 0x4DA25B8A)], 12956)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x33564B9F), ('P4rIngress.values_v00100.hi', 0x967D97EE)], 12956)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x45EF1737), ('P4rIngress.values_v00101.hi', 0x6F969399)], 12956)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x645E53E7), ('P4rIngress.values_v00110.hi', 0x4EC53E2A)], 12956)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x4C28D3D9), ('P4rIngress.values_v00111.hi', 0x5502B333)], 12956)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6F2F75A9), ('P4rIngress.values_v01000.hi', 0x93CEC1E7)], 12956)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x4DDB090F), ('P4rIngress.values_v01001.hi', 0x95A5058D)], 12956)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xF6568698), ('P4rIngress.values_v01010.hi', 0x8BBA2E32)], 12956)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xC8AFFC48), ('P4rIngress.values_v01011.hi', 0x0F55F46E)], 12956)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x3B63B73B), ('P4rIngress.values_v01100.hi', 0xDEFD4FEF)], 12956)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x66B3C385), ('P4rIngress.values_v01101.hi', 0x6ABAE662)], 12956)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x510C2427), ('P4rIngress.values_v01110.hi', 0x966776A5)], 12956)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x7B8AAB73), ('P4rIngress.values_v01111.hi', 0x9A5ECFF2)], 12956)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x4A3B2F8B), ('P4rIngress.values_v10000.hi', 0x58A0F9A3)], 12956)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xD8BBC8E3), ('P4rIngress.values_v10001.hi', 0x3A458AAB)], 12956)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x743ADE09), ('P4rIngress.values_v10010.hi', 0xEDE3B56A)], 12956)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x5DE9B175), ('P4rIngress.values_v10011.hi', 0x274CE9BF)], 12956)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x95662D44), ('P4rIngress.values_v10100.hi', 0x0D50C347)], 12956)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x5AF26546), ('P4rIngress.values_v10101.hi', 0x5E61920F)], 12956)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x5F440A97), ('P4rIngress.values_v10110.hi', 0xFDD30468)], 12956)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x7F5DC253), ('P4rIngress.values_v10111.hi', 0xFB1DF67F)], 12956)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x794D13FA), ('P4rIngress.values_v11000.hi', 0x2665E4CF)], 12956)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x6E022CD7), ('P4rIngress.values_v11001.hi', 0x6F58F83B)], 12956)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xAB15871F), ('P4rIngress.values_v11010.hi', 0xB1DE8F55)], 12956)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x97B955E5), ('P4rIngress.values_v11011.hi', 0x5D8647B3)], 12956)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xAAD0BAD6), ('P4rIngress.values_v11100.hi', 0xB6CDC3BC)], 12956)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xF335B4DB), ('P4rIngress.values_v11101.hi', 0x55C7ABF5)], 12956)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x5EF302EF), ('P4rIngress.values_v11110.hi', 0x00000000)], 12956)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xC474096C), ('P4rIngress.values_v11111.hi', 0x6D42ED38)], 12956)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xCD00),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A9D),
                gc.DataTuple('slot_count', 0x0000149E),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC52E8C58),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02C),
                gc.KeyTuple('src_addr', 0x4D200C86),
                gc.KeyTuple('src_port', 0x0383),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xCD00),
                gc.DataTuple('rank', 0x0000),
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
        ig_port = 44
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x4D\x20\x0C\x86\x00\x00\x00\x00\x03\x83\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xCD\x00\x00\x00\xC5\x2E\x8C\x58\x07\xFF\x01\xA0\x8E\x64\x5C\x2B\x00\x40\x00\x00\x59\xF9\xBC\xDF\x33\xCD\x64\x27\x4E\x78\x92\x6E\xDD\x07\xA0\xBD\x67\x1E\xF9\x54\x20\x5C\xB2\xEE\xC2\x75\x88\xBD\x39\xBE\x13\xD7\x62\x85\xA9\x57\xB5\x3B\xA5\x6D\x43\xEC\x36\xDD\x33\x36\x30\xAD\xB4\xF9\xD9\x9A\x68\xE1\x82\x8E\x5E\x7F\xE5\x5F\x34\x7E\x0B\x7D\x49\x2D\x32\xF3\xA1\x6E\x7C\xFE\xB4\x63\xFF\x33\x1D\xAD\x2D\xEB\x90\x5A\xEC\x33\xD9\x75\x4E\x57\x89\xE9\x00\x0A\x74\x87\x36\x57\x51\x30\xD9\xFC\xCB\x4C\xD0\x1D\x43\xE0\x4D\x4F\x70\xCE\xC3\x39\x5E\xF7\x67\x46\xB4\xE6\xD4\xED\x21\xA3\xC5\x2C\xAF\x0D\x93\x5E\x72\x9D\xAF\x5A\x4E\xF8\xD7\x5B\xDE\xDA\xEA\x77\x66\x81\x58\x85\x33\x23\xD6\x2F\xE4\x66\x13\x67\x5D\x70\xF9\xC6\x7B\xAE\xCB\x2B\xB3\xD8\x2B\xA7\xB3\x73\xD2\x3C\x7A\xF6\xF1\x97\xEF\x75\x5B\xE6\x46\x54\xC3\xA7\x0F\xD6\xBC\x0D\x3F\x5B\xAA\x6B\x6A\x37\x3C\xC0\x4A\x4F\x7A\x38\x68\xED\x4E\xED\x2B\x19\xFD\x71\x47\xD0\xD7\x27\xAF\x88\x93\x36\x8F\x14\x8C\x64\x92\x1D\x0F\x7C\xDC\x3D\x4F\xBF\x9B\x59\x9C\x44\x37\xAC\xA6\xF1\xF3\xA5\x70\xB6\x59\xA1\xEF\x26\x60\x96\x52\xA8\x80\x00\x00\x00\x1C\xDE\x39\x4B\x31\x0B\xFC\x3C\x01\x09\x1D\x07\x4A\xD5\x13\x3F\xF7\x3F\x3E\x29\x3E\xB0\x7F\x5C\x5A\x67\xE2\x8F\x25\x52\x31\xBC\x11\x89\x7B\xAC\xC7\xBB\x57\x25\x51\x76\xBC\x5D\x52\x57\x88\x7A\x34\xA1\xEE\xFF\x8D\x2D\x0F\xCF\x66\xEE\xFE\x99\xAC\xAB\xF4\xCC\x31\x01\x44\x85\x03\xF4\x1D\x39\xBD\xE9\x38\xEE\x43\xF8\x98\x6A\x18\xFD\xCC\x3D\x03\xC8\xC2\x4E\xD7\x2B\xEB\x5A\x28\x74\xC6\x27\x87\xE6\x91\xDE\xA1\x3E\x0C\x39\xD8\x78\x8A\xE5\x77\xD2\x18\x6A\xEC\xB3\x1A\x60'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x4D\x20\x0C\x86\xBE\xEF\x03\x83\x01\x20\x00\x00\x50\x34\x02\x82\xCD\x00\x00\x00\xC5\x2E\x8C\x58\x07\xFF\x01\xA0\x8E\x64\x5C\x2B\x00\x40\x00\x20\x7F\xFF\xFF\xFF\x33\xCD\x64\x27\x7F\xFF\xFF\xFF\xDD\x07\xA0\xBD\x7F\xFF\xFF\xFF\x20\x5C\xB2\xEE\x23\x2E\x66\x10\x39\xBE\x13\xD7\x7F\xFF\xFF\xFF\xB5\x3B\xA5\x6D\x7F\xFF\xFF\xFF\x33\x36\x30\xAD\x19\x58\x2D\x81\x68\xE1\x82\x8E\x7F\xFF\xFF\xFF\x34\x7E\x0B\x7D\x7F\xFF\xFF\xFF\xA1\x6E\x7C\xFE\x02\x3F\x08\x42\x1D\xAD\x2D\xEB\x86\xB1\x72\xCB\xD9\x75\x4E\x57\x80\x00\x00\x00\x74\x87\x36\x57\x7F\xFF\xFF\xFF\xCB\x4C\xD0\x1D\x7F\xFF\xFF\xFF\x70\xCE\xC3\x39\x7F\xFF\xFF\xFF\xB4\xE6\xD4\xED\x7F\xFF\xFF\xFF\xAF\x0D\x93\x5E\x7F\xFF\xFF\xFF\x4E\xF8\xD7\x5B\xB7\x96\xB3\x5A\x66\x81\x58\x85\x7F\xFF\xFF\xFF\xE4\x66\x13\x67\x7F\xFF\xFF\xFF\x7B\xAE\xCB\x2B\x80\x00\x00\x00\xB3\x73\xD2\x3C\x7F\xFF\xFF\xFF\xEF\x75\x5B\xE6\x7F\xFF\xFF\xFF\x0F\xD6\xBC\x0D\x7F\xFF\xFF\xFF\x6A\x37\x3C\xC0\x7F\xFF\xFF\xFF\x68\xED\x4E\xED\x7F\xFF\xFF\xFF\x47\xD0\xD7\x27\x80\x00\x00\x00\x8F\x14\x8C\x64\x80\x00\x00\x00\xDC\x3D\x4F\xBF\x80\x00\x00\x00\x37\xAC\xA6\xF1\xE6\xDB\x25\x91\x59\xA1\xEF\x26\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xE1\x52\x42\xB7\x31\x0B\xFC\x3C\x01\x09\x1D\x07\x4A\xD5\x13\x3F\xF7\x3F\x3E\x29\x3E\xB0\x7F\x5C\x5A\x67\xE2\x8F\x25\x52\x31\xBC\x11\x89\x7B\xAC\xC7\xBB\x57\x25\x51\x76\xBC\x5D\x52\x57\x88\x7A\x34\xA1\xEE\xFF\x8D\x2D\x0F\xCF\x66\xEE\xFE\x99\xAC\xAB\xF4\xCC\x31\x01\x44\x85\x03\xF4\x1D\x39\xBD\xE9\x38\xEE\x43\xF8\x98\x6A\x18\xFD\xCC\x3D\x03\xC8\xC2\x4E\xD7\x2B\xEB\x5A\x28\x74\xC6\x27\x87\xE6\x91\xDE\xA1\x3E\x0C\x39\xD8\x78\x8A\xE5\x77\xD2\x18\x6A\xEC\xB3\x1A\x60'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test58(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xA426EF2C), ('P4rIngress.bitmap_seq.seq', 0x50A20B41)], 14529)
        self.setRegisterValue('P4rIngress.rounds', 0x50A20B41, 14529)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xE5), ('P4rIngress.count_exp.exponent', 0xBA)], 14529)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14529)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x2F6E42D1), ('P4rIngress.values_v00000.hi', 0x205AA1BC)], 14529)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x595D56A8), ('P4rIngress.values_v00001.hi', 0x84FFBB84)], 14529)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x5DA11A1B), ('P4rIngress.values_v00010.hi', 0x436555B1)], 14529)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x47ACA54D), ('P4rIngress.values_v00011.hi', 0x6D12BF57)], 14529)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x4EA2D88D), ('P4rIngress.values_v00100.hi', 0xBD6373EC)], 14529)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x3B64932F), ('P4rIngress.values_v00101.hi', 0x589E9B75)], 14529)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0xC3B9497B), ('P4rIngress.values_v00110.hi', 0x3283023F)], 14529)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x6EAFCE33), ('P4rIngress.values_v00111.hi', 0x3DCFAA80)], 14529)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x1938CA8F), ('P4rIngress.values_v01000.hi', 0xA2D13651)], 14529)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xC007866B), ('P4rIngress.values_v01001.hi', 0x5F2D2D35)], 14529)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x4F5D594B), ('P4rIngress.values_v01010.hi', 0x755DF3C4)], 14529)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7C55D5EB), ('P4rIngress.values_v01011.hi', 0xB5D5CE85)], 14529)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x3E295B1B), ('P4rIngress.values_v01100.hi', 0x5FF57A41)], 14529)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xB35A465C), ('P4rIngress.values_v01101.hi', 0xEBB38074)], 14529)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x471810BC), ('P4rIngress.values_v01110.hi', 0x775E5744)], 14529)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x755667B6), ('P4rIngress.values_v01111.hi', 0x2C3CC2E8)], 14529)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x5CA70D4B), ('P4rIngress.values_v10000.hi', 0x2AB82B49)], 14529)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x186AA6C2), ('P4rIngress.values_v10001.hi', 0x592A979B)], 14529)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x27899FAF), ('P4rIngress.values_v10010.hi', 0xB662F3BB)], 14529)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7287A6AE), ('P4rIngress.values_v10011.hi', 0x3FD591A9)], 14529)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x6A98F0B6), ('P4rIngress.values_v10100.hi', 0xAC55F6F9)], 14529)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x57F5BC9F), ('P4rIngress.values_v10101.hi', 0x68F97888)], 14529)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x430C6D57), ('P4rIngress.values_v10110.hi', 0x6E094B5E)], 14529)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x7712466A), ('P4rIngress.values_v10111.hi', 0x54C9A956)], 14529)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xD1B7B531), ('P4rIngress.values_v11000.hi', 0xB5F7B314)], 14529)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x0B0F8460), ('P4rIngress.values_v11001.hi', 0x58CB5ADF)], 14529)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x3E5AEA53), ('P4rIngress.values_v11010.hi', 0x00000000)], 14529)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xE0629707), ('P4rIngress.values_v11011.hi', 0x5EB6A38C)], 14529)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x6A2BEA4B), ('P4rIngress.values_v11100.hi', 0xCA9AC74D)], 14529)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xF417E64F), ('P4rIngress.values_v11101.hi', 0x473EEEA7)], 14529)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xC8641544), ('P4rIngress.values_v11110.hi', 0x72B58477)], 14529)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xD334C4D5), ('P4rIngress.values_v11111.hi', 0x3661D916)], 14529)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xBCE5),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000067C),
                gc.DataTuple('slot_count', 0x00001307),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x34C7A1AE),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x022),
                gc.KeyTuple('src_addr', 0x74FBAE4C),
                gc.KeyTuple('src_port', 0x957D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xBCE5),
                gc.DataTuple('rank', 0x0000),
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
        ig_port = 34
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x74\xFB\xAE\x4C\x00\x00\x00\x00\x95\x7D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xBC\xE5\x00\x00\x34\xC7\xA1\xAE\x12\x45\x03\x79\x50\xA2\x0B\x41\x00\x40\x00\x00\x64\x17\xE9\x79\x71\xC9\xA6\x44\x64\xCF\x96\x1C\xC4\x39\xFF\x98\x46\xAE\x1C\xEF\xC2\x73\x57\x35\xC8\xFB\xC4\x6B\x69\xEA\x69\x6D\x4C\x9A\x1B\x8D\x95\x68\xAD\x80\x51\x34\xA4\x35\x36\x73\xA9\x7A\x7B\x0B\xFA\xBE\x75\x95\xAB\x45\x69\xB9\xED\x94\x78\xCF\x0C\xFE\x75\x5E\x73\x51\x8D\xFD\x6F\x07\x6D\xCB\x4E\x25\xF6\x98\xED\x13\xD3\xCF\x4B\x65\x12\x6C\xAA\xD4\x0C\x88\x88\x4A\xBC\xD4\x42\x38\x79\x59\x6B\x9A\xC2\xD3\x7B\x67\x1E\xAA\xD6\x96\xE7\xDA\xBB\x7F\x39\x6E\xDA\x3A\x52\xC8\x6A\x56\x31\x6E\xD7\x99\x9E\xDE\x7E\x8A\x7C\x44\x4D\x54\x99\x7E\xFE\x5B\xAD\xAE\xD7\x78\xC4\xEE\x82\xC1\xB2\xBB\x35\x78\x14\xCA\x6B\x1F\x23\x3B\xC9\x64\x4F\x28\xB6\x6B\x03\xA8\x49\x76\xC7\x9F\x06\xC0\x52\x13\x91\x65\x7B\xA3\xBE\xDE\x59\xF1\xD4\x03\xC5\xE3\x19\x82\x32\x7A\x8C\xAB\x64\xA8\xAD\x8F\x95\x3A\xBF\xE7\xBF\x15\x27\xDF\x7D\xCA\x1C\xEF\xF7\xFB\x4A\x6B\x4D\x7E\xB6\xC7\x00\x00\x00\x00\x84\x5D\xA8\xC7\x70\xB9\x47\x43\x2E\x6A\x29\x72\xDE\xDB\xCF\x09\x91\x4F\x56\x64\x65\xB6\x9F\x33\x48\x86\xDE\xAB\x3B\xE3\x91\x70\x8F\x55\x8D\x19\x54\xE9\x5C\x34\xE2\xB1\xC8\x8E\xCD\xA3\x8C\xDA\x66\x33\x20\x74\x2E\x33\x00\x55\xA7\x80\xC1\xE5\xC2\x72\x97\xA0\x58\xC2\xE6\xCE\xCA\x98\x6A\x32\xBE\x7D\x72\xAB\x6D\xF5\xAE\xC3\xE1\x62\x64\xDE\x55\x3C\xB2\x6A\x05\xEB\x3C\xCE\x55\x07\x4E\x17\xD5\x48\xA3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test59(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE5031BC8), ('P4rIngress.bitmap_seq.seq', 0x56000000)], 13318)
        self.setRegisterValue('P4rIngress.rounds', 0x56000000, 13318)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x74), ('P4rIngress.count_exp.exponent', 0xCB)], 13318)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13318)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xE4ACBABA), ('P4rIngress.values_v00000.hi', 0x5A1C7F9F)], 13318)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x79E396B7), ('P4rIngress.values_v00001.hi', 0x49B56672)], 13318)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xCCAAAF65), ('P4rIngress.values_v00010.hi', 0xAC16194C)], 13318)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x6F136DED), ('P4rIngress.values_v00011.hi', 0xAB7E3495)], 13318)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x4D31CDF4), ('P4rIngress.values_v00100.hi', 0xAC9703EC)], 13318)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xB0EF4B7F), ('P4rIngress.values_v00101.hi', 0x57D5CAA5)], 13318)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x663D5568), ('P4rIngress.values_v00110.hi', 0x3C6DC0C6)], 13318)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x579BEE90), ('P4rIngress.values_v00111.hi', 0x3B06809D)], 13318)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x8CEE5D55), ('P4rIngress.values_v01000.hi', 0xB8ADB8BB)], 13318)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x58579073), ('P4rIngress.values_v01001.hi', 0x4BCC9F21)], 13318)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x97872849), ('P4rIngress.values_v01010.hi', 0x71F6DD7C)], 13318)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x76FAD983), ('P4rIngress.values_v01011.hi', 0xDA9775FD)], 13318)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x5278DEBD), ('P4rIngress.values_v01100.hi', 0xA5F63F75)], 13318)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xA5A4D957), ('P4rIngress.values_v01101.hi', 0x45D20F23)], 13318)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x5AEAD853), ('P4rIngress.values_v01110.hi', 0x2F7DA5DC)], 13318)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x58D6CEF7), ('P4rIngress.values_v01111.hi', 0xDDEB9C33)], 13318)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x5F22878D), ('P4rIngress.values_v10000.hi', 0x8C709800)], 13318)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x9DD82F60), ('P4rIngress.values_v10001.hi', 0x6CB077B7)], 13318)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x347EFED1), ('P4rIngress.values_v10010.hi', 0x70905F0B)], 13318)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x3FD3B34A), ('P4rIngress.values_v10011.hi', 0x4696A4C5)], 13318)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x46C852BD), ('P4rIngress.values_v10100.hi', 0x68816512)], 13318)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xD36CDFB3), ('P4rIngress.values_v10101.hi', 0x67374098)], 13318)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x8F2148A7), ('P4rIngress.values_v10110.hi', 0xA2E9E6AA)], 13318)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xD57F69DF), ('P4rIngress.values_v10111.hi', 0x18DA961C)], 13318)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xA36AB546), ('P4rIngress.values_v11000.hi', 0x9474E513)], 13318)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x6C381FBB), ('P4rIngress.values_v11001.hi', 0x651AE823)], 13318)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x43A879CB), ('P4rIngress.values_v11010.hi', 0x2D377807)], 13318)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x531CA57E), ('P4rIngress.values_v11011.hi', 0x98241525)], 13318)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x4A1EE5D1), ('P4rIngress.values_v11100.hi', 0x0B14736F)], 13318)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x734A572D), ('P4rIngress.values_v11101.hi', 0xAD3D0935)], 13318)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7E668259), ('P4rIngress.values_v11110.hi', 0x63B75D0D)], 13318)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4F8DD61B), ('P4rIngress.values_v11111.hi', 0x6EBC73B5)], 13318)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5675),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000008E9),
                gc.DataTuple('slot_count', 0x00000C6A),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA82FD180),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02C),
                gc.KeyTuple('src_addr', 0xC7EADA7A),
                gc.KeyTuple('src_port', 0x9F53),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5675),
                gc.DataTuple('rank', 0x0016),
                gc.DataTuple('worker_index', 0x02A3),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC7\xEA\xDA\x7A\x00\x00\x00\x00\x9F\x53\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x56\x75\x00\x16\xA8\x2F\xD1\x80\x0B\x1D\x01\xA7\x56\x00\x00\x00\x00\x40\x00\x00\x8C\xEF\x0E\x5B\x58\x65\x57\x3B\x69\xE1\x92\x15\x75\x6C\x53\x7F\xAD\x28\x02\x50\xC3\xAC\x83\x5E\x67\xB2\xCE\x3A\x1A\x6C\x9A\xE7\x65\x75\xB2\x34\x84\xD7\xEB\xA9\x9B\xF3\x18\x7D\x96\x8D\xDA\x9C\x4D\xDB\x97\x0D\x91\x6B\xC0\xA4\x2C\xBE\x68\xB7\x6D\x27\x8B\x29\xE6\xEC\xA9\xD4\xA6\x8D\x0C\xA7\x4F\x07\x01\x75\x4F\xBE\xC8\x05\xD7\x06\x3E\x2D\x16\x6F\xC7\x74\x43\x79\x7B\x8E\x5A\xD7\x15\x37\x53\x79\xC9\xA5\x9F\xD1\xD1\x77\x92\xF6\xEB\xD2\x59\x9F\xA6\x63\xDA\x69\xD7\xF1\x58\xBD\x90\xE2\x50\xEA\x8E\x3F\x8C\xC2\x47\x26\x56\xE6\x5F\x09\xD0\x81\xDD\x91\xC8\xE7\xC5\x3E\x49\x9D\x9A\x96\x58\xA4\x38\x97\x3A\xF5\x67\x27\x6D\xD1\x29\xA7\x2F\x74\xF4\xA3\x53\x0D\x96\x57\x6F\x2B\x7D\x3A\xD2\xB9\xF3\x14\x6C\x02\x29\xA8\xC6\x23\x7A\xD7\xCD\x1D\xE6\xA7\x8E\x15\x61\xCF\x82\xCB\xCA\x2D\x89\xD2\x36\x8A\xE7\x5D\xE3\x92\x2C\x78\x1D\x47\x51\xAF\x21\xB9\x5C\xC2\xFC\x16\x2F\xB2\x6E\x83\x2D\xBD\xAA\x08\xAE\xAD\xF6\x9B\x44\xF3\xB5\x6B\x3A\xA4\x59\xEB\x2E\x4B\xC2\x7A\xB6\x5A\x91\xCF\x30\x22\xDF\x7B\x50\x67\xC3\x33\x43\x18\x96\x7A\x4D\x38\xE9\x24\x50\xA1\x4C\x19\xA3\x49\xB9\x82\x0B\x56\x09\xC5\x49\xBE\x66\x58\xF9\xAD\x51\x0C\x42\x68\x02\x84\xA4\x26\xFE\xDF\x55\xBA\xE6\xB0\xD9\xF3\xE7\x35\x87\xF6\x29\x9E\x20\x43\xB5\x9A\x59\xF3\x29\x22\x02\xD9\xA5\xED\x70\xE5\x4E\x80\xB2\x1C\x73\xC3\x6D\x30\x88\xCC\xDE\x8D\x52\xB8\xF9\xAC\x11\xA7\xE6\xA4\x8D\xDF\xD0\x5E\xFE\x0B\xFE\x84\x30\x60\x42\x16\x56\x2E\x6E\xF5\xC1\x71\x05\x68\xE4\x25\xC9\x83\x4D\x20\xF5\xA0\x07\xEF\x34\xAC\x37\x7E\xF6\x15\x93\x92\xE0\xCF\xBC\x57\x36\x1B\x99\xB1\x10\xE3\xF4\xF5\xD2\xAA\x8B\x4D\x65\x78\xD8\x5A\xDF\x91\x72\x71\xE9\x2C\xC1\x1E\xA5\xC3\xE3\x18\x9B\xAE\x20\x2A\xC7\x39\x78\x67\x98\x66\x1A\x92\x94'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test60(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x0335B731), ('P4rIngress.bitmap_seq.seq', 0xAA000000)], 15578)
        self.setRegisterValue('P4rIngress.rounds', 0xAA000000, 15578)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x5E)], 15578)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 15578)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x056D57A3), ('P4rIngress.values_v00000.hi', 0x730B8F63)], 15578)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xA2F24D4C), ('P4rIngress.values_v00001.hi', 0x905E8329)], 15578)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x19FBB8DD), ('P4rIngress.values_v00010.hi', 0x9F56A993)], 15578)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xEA5EE2B0), ('P4rIngress.values_v00011.hi', 0xAD048BDC)], 15578)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0xE75FB6E2), ('P4rIngress.values_v00100.hi', 0xB762B25E)], 15578)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x6777BD44), ('P4rIngress.values_v00101.hi', 0x73D64831)], 15578)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6C133758), ('P4rIngress.values_v00110.hi', 0xF5AA5599)], 15578)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x0BF7C924), ('P4rIngress.values_v00111.hi', 0x3634E275)], 15578)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5B269728), ('P4rIngress.values_v01000.hi', 0x61756A78)], 15578)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xC83B2EBE), ('P4rIngress.values_v01001.hi', 0x4428257D)], 15578)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xBEA0834F), ('P4rIngress.values_v01010.hi', 0x71EBDB07)], 15578)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x91C8CAD0), ('P4rIngress.values_v01011.hi', 0x6C9354B4)], 15578)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x499AE491), ('P4rIngress.values_v01100.hi', 0x794FC536)], 15578)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x79EDF0DD), ('P4rIngress.values_v01101.hi', 0x4967A135)], 15578)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x87DF52E7), ('P4rIngress.values_v01110.hi', 0x68FD5D0A)], 15578)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x3DAA597C), ('P4rIngress.values_v01111.hi', 0xE164CA45)], 15578)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x77227DE5), ('P4rIngress.values_v10000.hi', 0xCC5DEB6B)], 15578)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x9B998CE6), ('P4rIngress.values_v10001.hi', 0x42AE4156)], 15578)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x51490E94), ('P4rIngress.values_v10010.hi', 0xD5AE5D5E)], 15578)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xC91EB36B), ('P4rIngress.values_v10011.hi', 0x8E08AFAE)], 15578)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xB1F278B6), ('P4rIngress.values_v10100.hi', 0x6723E361)], 15578)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x2AFB565C), ('P4rIngress.values_v10101.hi', 0x6116C29E)], 15578)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x4DD48745), ('P4rIngress.values_v10110.hi', 0x1BFF38BD)], 15578)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4921FE12), ('P4rIngress.values_v10111.hi', 0x152A4B34)], 15578)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x8796916A), ('P4rIngress.values_v11000.hi', 0x95DAB740)], 15578)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x11F58905), ('P4rIngress.values_v11001.hi', 0xCBBA6F75)], 15578)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x3AE49582), ('P4rIngress.values_v11010.hi', 0x477875FF)], 15578)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xB2BD5B00), ('P4rIngress.values_v11011.hi', 0x3B769573)], 15578)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xA74F5C15), ('P4rIngress.values_v11100.hi', 0x621B28EE)], 15578)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xE8CDF5D0), ('P4rIngress.values_v11101.hi', 0x7C5C9A62)], 15578)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x454FDF65), ('P4rIngress.values_v11110.hi', 0x00000000)], 15578)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xC4A8AA1D), ('P4rIngress.values_v11111.hi', 0x04D27B44)], 15578)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4B8D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000007B3),
                gc.DataTuple('slot_count', 0x00001755),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCD569CAE),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x018),
                gc.KeyTuple('src_addr', 0xF1E09680),
                gc.KeyTuple('src_port', 0x0CFE),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4B8D),
                gc.DataTuple('rank', 0x0016),
                gc.DataTuple('worker_index', 0x0072),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF1\xE0\x96\x80\x00\x00\x00\x00\x0C\xFE\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x4B\x8D\x00\x16\xCD\x56\x9C\xAE\x15\x27\x07\xA0\xAA\x00\x00\x00\x00\x40\x00\x00\xD4\x6C\xF1\x37\x37\x8F\x28\xFF\x96\xC7\x4A\x7A\xA2\x2B\x55\x49\x38\x3B\x31\x8F\xAD\x56\xF2\x71\x7D\xF6\xBA\xBE\xCC\x49\xE7\x16\xD1\x25\xDF\x36\xA7\xE1\xD6\x22\xE2\x31\xC7\x8F\x45\xDF\x67\xDF\x4F\x74\xB8\x74\xCF\xD1\xD7\x0B\x19\xC5\xCB\x94\x50\xAA\x3A\x8B\x61\xC2\x81\x8F\x46\x34\x9A\xD6\xB5\x1E\x05\x36\x4F\xBC\xA9\x32\x1E\xA7\xED\xCE\xF9\xF6\x39\xB3\xCB\x18\xD3\xBB\x5A\xCA\x4A\x54\x2B\x64\xCD\xB7\x1B\xC9\xD5\x05\xC5\x75\x20\xDA\x63\x5B\x4B\x17\x20\xB2\xD2\xAB\x6D\x64\x07\xBE\x3D\xCE\xC6\xD6\xAB\x38\x61\x4F\x46\x6A\xCD\x29\x18\x55\x5F\x7F\x6C\xD7\x9C\xD0\x3E\x6D\xAB\xF3\xCF\x53\x6C\x24\x17\x8D\x4C\x5A\xA9\x61\x7E\x67\xA7\xE5\xB0\x3D\xD0\x2A\xD3\xD7\x41\x66\xB7\x5B\x4A\x87\xF4\x8A\x75\x8A\xA9\xB2\x40\x7C\x28\x09\xEB\x1F\x4A\x93\x47\xCF\x24\x25\x95\xDB\x50\xD5\xF2\x27\xB2\xE9\x9B\xDD\x19\x1E\x6F\x6D\xEA\x56\xB9\xB6\x95\x9D\xE7\x9A\x1B\xD0\x5D\x7B\x52\x3A\xBD\x9D\x5B\x71\x6D\xAF\xC0\x87\xB1\x5B\x5A\xC9\x2E\xEF\x76\x9B\x8E\x44\x96\xA1\x13\x3C\x2C\xF3\x43\x9A\xAB\x73\x00\x00\x00\x00\x5E\x9E\x0E\xCB\xF0\xBB\x35\xB5\xA6\x33\xD4\x9E\x00\xD5\x61\x28\x7F\x15\xB5\x92\x7E\xA6\xB9\x15\x05\x8D\xAD\xD4\xC8\x09\xC2\xE7\xCA\xF2\x59\x67\x39\x49\x1C\x1D\xA1\x7A\xD0\x14\xC2\x9E\xE0\xA6\x3E\xE6\x97\x0A\xA5\x02\x08\x5B\x14\x1E\x75\x09\x69\xF2\x47\xB8\x3D\xB1\x42\x12\xFF\x44\x28\xEA\x0C\xCA\xB7\x97\x4B\x92\x46\x85\x0E\x82\x2B\xE0\x87\xC5\x0A\xFE\xDD\x2A\xF0\xCA\x9B\x57\x89\xF4\x54\x3C\x89\x46\x7B\x8D\x64\x66\xD0\xAE\x9B\xE4\xFE\x72\xA1\x3C\x55\x8C\x69\xC7\xF3\x59\x8D\x5B\x8F\x4F\x9E\x8D\x66\xD1\xD0\xCD\xDA\xE5\x24\x68\xBF\x60\x1E\x2F\xD9\x27\x71\xBB\x88\x9E\x6C\xA0\x81\xF7\x73\xEA\x8C\x62\x58\xFD\x81\x66\x12\x38\xCF\xB7\xB8\x00\x1B\x94\x03\x34\xB9\xA3\xD7\x58\xA4\xA9\x13\xC1\xEB\xA6\xCB\x5F\x0B\xED\x75\xF1\xC4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF1\xE0\x96\x80\xBE\xEF\x0C\xFE\x01\x20\x00\x00\x50\x34\x02\x82\x4B\x8D\x00\x16\xCD\x56\x9C\xAE\x15\x27\x01\xA0\xAA\x00\x00\x00\x00\x40\x00\x20\xD9\xDA\x48\xDA\x37\x8F\x28\xFF\x80\x00\x00\x00\xA2\x2B\x55\x49\x52\x36\xEA\x6C\xAD\x56\xF2\x71\x68\x55\x9D\x6E\xCC\x49\xE7\x16\xB8\x85\x96\x18\xA7\xE1\xD6\x22\x49\xA9\x84\xD3\x45\xDF\x67\xDF\x7F\xFF\xFF\xFF\xCF\xD1\xD7\x0B\x25\xBD\x94\xB8\x50\xAA\x3A\x8B\x7F\xFF\xFF\xFF\x46\x34\x9A\xD6\x80\x00\x00\x00\x4F\xBC\xA9\x32\xDD\x48\x71\x1D\xF9\xF6\x39\xB3\x80\x00\x00\x00\x5A\xCA\x4A\x54\x74\xFF\xB2\x48\x1B\xC9\xD5\x05\x3F\x63\x11\xB7\x63\x5B\x4B\x17\xA8\x92\x25\x92\x6D\x64\x07\xBE\x7B\x79\x20\x52\xAB\x38\x61\x4F\x7F\xFF\xFF\xFF\x18\x55\x5F\x7F\x08\x71\x29\xB6\x3E\x6D\xAB\xF3\x20\x9C\x7A\xB8\x17\x8D\x4C\x5A\x80\x00\x00\x00\xA7\xE5\xB0\x3D\x82\x1D\x4C\x8D\x41\x66\xB7\x5B\x75\x83\x4A\xE6\x75\x8A\xA9\xB2\x7F\xFF\xFF\xFF\xEB\x1F\x4A\x93\x7F\xFF\xFF\xFF\x95\xDB\x50\xD5\x80\x00\x00\x00\x9B\xDD\x19\x1E\x7F\xFF\xFF\xFF\xB9\xB6\x95\x9D\x22\x7E\xB1\x52\x5D\x7B\x52\x3A\x80\x00\x00\x00\x6D\xAF\xC0\x87\x80\x00\x00\x00\x2E\xEF\x76\x9B\x80\x00\x00\x00\x13\x3C\x2C\xF3\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x23\x46\xB8\xE8\xF0\xBB\x35\xB5\xA6\x33\xD4\x9E\x00\xD5\x61\x28\x7F\x15\xB5\x92\x7E\xA6\xB9\x15\x05\x8D\xAD\xD4\xC8\x09\xC2\xE7\xCA\xF2\x59\x67\x39\x49\x1C\x1D\xA1\x7A\xD0\x14\xC2\x9E\xE0\xA6\x3E\xE6\x97\x0A\xA5\x02\x08\x5B\x14\x1E\x75\x09\x69\xF2\x47\xB8\x3D\xB1\x42\x12\xFF\x44\x28\xEA\x0C\xCA\xB7\x97\x4B\x92\x46\x85\x0E\x82\x2B\xE0\x87\xC5\x0A\xFE\xDD\x2A\xF0\xCA\x9B\x57\x89\xF4\x54\x3C\x89\x46\x7B\x8D\x64\x66\xD0\xAE\x9B\xE4\xFE\x72\xA1\x3C\x55\x8C\x69\xC7\xF3\x59\x8D\x5B\x8F\x4F\x9E\x8D\x66\xD1\xD0\xCD\xDA\xE5\x24\x68\xBF\x60\x1E\x2F\xD9\x27\x71\xBB\x88\x9E\x6C\xA0\x81\xF7\x73\xEA\x8C\x62\x58\xFD\x81\x66\x12\x38\xCF\xB7\xB8\x00\x1B\x94\x03\x34\xB9\xA3\xD7\x58\xA4\xA9\x13\xC1\xEB\xA6\xCB\x5F\x0B\xED\x75\xF1\xC4'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test61(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xDAB9F07A), ('P4rIngress.bitmap_seq.seq', 0x40000000)], 12050)
        self.setRegisterValue('P4rIngress.rounds', 0x40000000, 12050)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0xEC)], 12050)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12050)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x7C9E046E), ('P4rIngress.values_v00000.hi', 0x61C528E4)], 12050)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x70FAA491), ('P4rIngress.values_v00001.hi', 0xBC49E455)], 12050)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x78BEFDEC), ('P4rIngress.values_v00010.hi', 0x152CE49B)], 12050)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xC71D1B6F), ('P4rIngress.values_v00011.hi', 0x47CF5847)], 12050)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x33F75D2E), ('P4rIngress.values_v00100.hi', 0xAFF8177E)], 12050)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x7DDEFA58), ('P4rIngress.values_v00101.hi', 0x59EE19EF)], 12050)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0xA7E4CDDB), ('P4rIngress.values_v00110.hi', 0x6F5EDECE)], 12050)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x3DB98DC9), ('P4rIngress.values_v00111.hi', 0x6C4C4443)], 12050)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x622F8AAD), ('P4rIngress.values_v01000.hi', 0x916EF1DD)], 12050)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xCAAED91B), ('P4rIngress.values_v01001.hi', 0xCEDFD2E3)], 12050)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x3F39EDA8), ('P4rIngress.values_v01010.hi', 0xB2862BA5)], 12050)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xAEEDE573), ('P4rIngress.values_v01011.hi', 0x662D00DD)], 12050)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x6A6E80D1), ('P4rIngress.values_v01100.hi', 0xF52AE9B6)], 12050)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x76FB134E), ('P4rIngress.values_v01101.hi', 0x67A4ED4A)], 12050)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x64D6DFC7), ('P4rIngress.values_v01110.hi', 0x80225C74)], 12050)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x6BF15B6C), ('P4rIngress.values_v01111.hi', 0x8D279356)], 12050)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x644915F6), ('P4rIngress.values_v10000.hi', 0x64B6728F)], 12050)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x2A1756E9), ('P4rIngress.values_v10001.hi', 0x3DEB61E1)], 12050)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x43B8A841), ('P4rIngress.values_v10010.hi', 0xBE022393)], 12050)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x56740FC4), ('P4rIngress.values_v10011.hi', 0x4B5A57C7)], 12050)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x93516746), ('P4rIngress.values_v10100.hi', 0x00000000)], 12050)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x20F9C8FD), ('P4rIngress.values_v10101.hi', 0x52EECD97)], 12050)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x1D465481), ('P4rIngress.values_v10110.hi', 0xCB5F345B)], 12050)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x39E553C7), ('P4rIngress.values_v10111.hi', 0x0C269E14)], 12050)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x0E95B82A), ('P4rIngress.values_v11000.hi', 0x6A13BD59)], 12050)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x5C65F952), ('P4rIngress.values_v11001.hi', 0x3B73CA65)], 12050)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xA5F61B1B), ('P4rIngress.values_v11010.hi', 0xC3432B10)], 12050)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x14E26FDB), ('P4rIngress.values_v11011.hi', 0x409F3BAE)], 12050)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x1AAC46FC), ('P4rIngress.values_v11100.hi', 0xD4CE6A59)], 12050)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x50DA72C7), ('P4rIngress.values_v11101.hi', 0xC577B606)], 12050)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x1678FBB3), ('P4rIngress.values_v11110.hi', 0x98F8BCFD)], 12050)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x221D9866), ('P4rIngress.values_v11111.hi', 0x54FC03C5)], 12050)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE6C1),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D83),
                gc.DataTuple('slot_count', 0x00000543),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x67AB37AE),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x007),
                gc.KeyTuple('src_addr', 0xD15C0C1E),
                gc.KeyTuple('src_port', 0xED4E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE6C1),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x00EC),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD1\x5C\x0C\x1E\x00\x00\x00\x00\xED\x4E\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE6\xC1\x00\x00\x67\xAB\x37\xAE\x01\x8F\x07\x41\x40\x00\x00\x00\x00\x40\x00\x00\x57\x9A\xAA\xE2\x4E\x37\xA7\x8E\x1D\xD2\xEA\x47\x9F\xB4\xC9\x77\x42\x0B\xB7\x47\xD4\x01\x99\x79\xE5\xB4\x79\xE7\x54\xDD\x57\x59\x54\xFA\x34\x86\x97\xE7\xC2\x19\x39\xA8\x1D\x72\x5C\x08\x51\x87\x7D\xEE\xE7\x4D\x1C\x1B\x7E\x58\x4A\xEB\x0E\x18\x3A\x21\x49\x4F\x6B\x2C\x0B\xF6\x9D\x4E\x40\xD5\xE7\x96\x3D\xD5\x67\xCA\x9F\xFB\xDE\x76\xD3\x46\xB6\xCD\xF6\x4E\xBE\x5A\x8C\xEB\x2F\x27\x4D\x36\x4F\xDF\xB8\xB9\x15\x55\x46\x8E\x47\x19\x44\x43\x60\xEB\x81\x5E\x4B\x39\x6C\x09\xD3\x72\x54\xC1\x6B\x5B\x45\x24\xA6\x61\x7B\x0C\x7E\x41\x75\x14\x4B\xB4\x31\x33\xFA\xBB\x3E\xFB\x58\xB5\x0A\x65\x59\x43\xA3\x6D\x2F\xFB\xBB\xAE\x60\x70\x80\x2D\x49\x5B\x7D\x45\x99\x93\x70\xC5\x00\x00\x00\x00\x77\x83\xA9\x51\x0C\x4C\x9D\x2C\x65\xB6\xDC\x39\xC7\x51\x77\x52\x78\x27\xA1\x8C\x73\xB6\xDD\xEA\x77\x15\xC4\xE7\x33\xDF\x7A\xDD\x44\x13\xE5\x54\x49\x22\x3B\x87\xC4\xE7\xDC\x5C\xB3\xF7\x33\x55\x34\xEE\x9D\xD4\x8D\xE2\xFA\x14\x6B\x3E\xCF\x1E\xAA\x8E\xEA\x99\x70\x5A\xB6\x36\x22\xA4\xB4\x93\x96\xB7\xDE\x8B\x2D\x32\xA6\x1D\x79\xB8\xAD\xEF\x37\x97\x5C\x6E\x45\xB5\x4A\x36\xE7\x5C\x5D\x94\x49\x24\x3B\x9D\x11\x9D\x48\x8A\x8C\x0A\x2F\xF1\x47\x9B\x31\xA5\xD5\x6D\xF1\xE9\x69\x4F\xB8\x9E\x50\x4F\xD7\x4B\x79\x61\x86\xDA\x28\xC2\xE1\x5F\x03\x80\x71\x3B\x6A\xC4\x2C\xA6\xA8\x6F\x53\x0E\x59\x43\xA9\x42\x14\xC8\xFB\x7C\xDF\x37\x51\xA0\x1C\x88\x7C\x64\xC4\x9E\x6F\x54\x82\x73\xF7\x72\x46\x1B\x43\xB6\xC3\xFC\xDB\xF2\x93\x81\x01\x11\x0A\xC8\xBE\xEE\xB5\xC5\x3B\xFC\x96\xE4\x80\xFE\x54\x0F\x77\xD8\x7A\x38\xD8\xFF\x35\x83\xE0\x3F\x84\x3B\x8F\xC8\xEB\x07\x36\x6D\x44\x29\xFE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD1\x5C\x0C\x1E\xBE\xEF\xED\x4E\x01\x20\x00\x00\x50\x34\x02\x82\xE6\xC1\x00\x00\x67\xAB\x37\xAE\x01\x8F\x01\x41\x40\x00\x00\x00\x00\x40\x00\x20\x7F\xFF\xFF\xFF\x4E\x37\xA7\x8E\x7F\xFF\xFF\xFF\x9F\xB4\xC9\x77\x7F\xFF\xFF\xFF\xD4\x01\x99\x79\xAC\xD1\x95\x56\x54\xDD\x57\x59\x7F\xFF\xFF\xFF\x97\xE7\xC2\x19\x7F\xFF\xFF\xFF\x5C\x08\x51\x87\x25\xD3\xB5\x28\x1C\x1B\x7E\x58\x7F\xFF\xFF\xFF\x3A\x21\x49\x4F\x7F\xFF\xFF\xFF\x9D\x4E\x40\xD5\xB2\x45\x16\xF0\x67\xCA\x9F\xFB\x1D\xB0\xC0\xEE\xB6\xCD\xF6\x4E\x80\x00\x00\x00\x2F\x27\x4D\x36\x7F\xFF\xFF\xFF\x15\x55\x46\x8E\x7F\xFF\xFF\xFF\x60\xEB\x81\x5E\x7F\xFF\xFF\xFF\xD3\x72\x54\xC1\x7F\xFF\xFF\xFF\xA6\x61\x7B\x0C\x7F\xFF\xFF\xFF\x4B\xB4\x31\x33\x24\xD2\x95\xE4\x58\xB5\x0A\x65\x7F\xFF\xFF\xFF\x2F\xFB\xBB\xAE\x7F\xFF\xFF\xFF\x49\x5B\x7D\x45\x80\x00\x00\x00\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x0C\x4C\x9D\x2C\x7F\xFF\xFF\xFF\xC7\x51\x77\x52\x7F\xFF\xFF\xFF\x73\xB6\xDD\xEA\x7F\xFF\xFF\xFF\x33\xDF\x7A\xDD\x7F\xFF\xFF\xFF\x49\x22\x3B\x87\x80\x00\x00\x00\xB3\xF7\x33\x55\x49\xD1\x0D\xAF\x8D\xE2\xFA\x14\x7F\xFF\xFF\xFF\xAA\x8E\xEA\x99\x7F\xFF\xFF\xFF\x22\xA4\xB4\x93\xAD\x30\xDA\x3E\x2D\x32\xA6\x1D\x7F\xFF\xFF\xFF\x37\x97\x5C\x6E\x45\xB5\x4A\x36\xE7\x5C\x5D\x94\x49\x24\x3B\x9D\x11\x9D\x48\x8A\x8C\x0A\x2F\xF1\x47\x9B\x31\xA5\xD5\x6D\xF1\xE9\x69\x4F\xB8\x9E\x50\x4F\xD7\x4B\x79\x61\x86\xDA\x28\xC2\xE1\x5F\x03\x80\x71\x3B\x6A\xC4\x2C\xA6\xA8\x6F\x53\x0E\x59\x43\xA9\x42\x14\xC8\xFB\x7C\xDF\x37\x51\xA0\x1C\x88\x7C\x64\xC4\x9E\x6F\x54\x82\x73\xF7\x72\x46\x1B\x43\xB6\xC3\xFC\xDB\xF2\x93\x81\x01\x11\x0A\xC8\xBE\xEE\xB5\xC5\x3B\xFC\x96\xE4\x80\xFE\x54\x0F\x77\xD8\x7A\x38\xD8\xFF\x35\x83\xE0\x3F\x84\x3B\x8F\xC8\xEB\x07\x36\x6D\x44\x29\xFE'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test62(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xFE06E093), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 9929)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 9929)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x92), ('P4rIngress.count_exp.exponent', 0xDA)], 9929)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 9929)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xBCE1923B), ('P4rIngress.values_v00000.hi', 0x590F751C)], 9929)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x2C87E044), ('P4rIngress.values_v00001.hi', 0x70FB60A6)], 9929)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xC5A6EE37), ('P4rIngress.values_v00010.hi', 0xB4FB992F)], 9929)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x33AEB49E), ('P4rIngress.values_v00011.hi', 0xED6A7A92)], 9929)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6D5B5D75), ('P4rIngress.values_v00100.hi', 0xDD6BFFC0)], 9929)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x97A44FE6), ('P4rIngress.values_v00101.hi', 0xF651F549)], 9929)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x55D6D2F7), ('P4rIngress.values_v00110.hi', 0x2B4C5E9B)], 9929)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x77F5CDA2), ('P4rIngress.values_v00111.hi', 0x78AB7C4D)], 9929)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0xBEB41763), ('P4rIngress.values_v01000.hi', 0xCC2D93E5)], 9929)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x49CB276E), ('P4rIngress.values_v01001.hi', 0x53531D9E)], 9929)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xAF6B9029), ('P4rIngress.values_v01010.hi', 0x6B3B5088)], 9929)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x48ED4C74), ('P4rIngress.values_v01011.hi', 0xFF1E591F)], 9929)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x6E6D59F2), ('P4rIngress.values_v01100.hi', 0x9D466596)], 9929)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xBDF0A2EB), ('P4rIngress.values_v01101.hi', 0x5DD43F66)], 9929)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x1E7DEF7F), ('P4rIngress.values_v01110.hi', 0x2F99D726)], 9929)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x62E1B6B8), ('P4rIngress.values_v01111.hi', 0xB674DE4B)], 9929)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x7DA5C484), ('P4rIngress.values_v10000.hi', 0x8AE3AECC)], 9929)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x96AD5112), ('P4rIngress.values_v10001.hi', 0x72CE1F9F)], 9929)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x10E9F8D6), ('P4rIngress.values_v10010.hi', 0x68EFC659)], 9929)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x5678EEAF), ('P4rIngress.values_v10011.hi', 0x3AEEA599)], 9929)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x33CA47D9), ('P4rIngress.values_v10100.hi', 0x47BBF2E0)], 9929)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x39B7EC87), ('P4rIngress.values_v10101.hi', 0x70F676E3)], 9929)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x85941770), ('P4rIngress.values_v10110.hi', 0xDB16505F)], 9929)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x6ED67834), ('P4rIngress.values_v10111.hi', 0x6711FCAB)], 9929)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xBA91F137), ('P4rIngress.values_v11000.hi', 0xA74AA5BF)], 9929)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x49CFDD74), ('P4rIngress.values_v11001.hi', 0xA18A172F)], 9929)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xAE345B7E), ('P4rIngress.values_v11010.hi', 0x7049188D)], 9929)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xCB9162D5), ('P4rIngress.values_v11011.hi', 0xB9AC7933)], 9929)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xAD905ACA), ('P4rIngress.values_v11100.hi', 0x325AFEF9)], 9929)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xB3B61E5C), ('P4rIngress.values_v11101.hi', 0x1F9459F7)], 9929)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xAA85F84B), ('P4rIngress.values_v11110.hi', 0x83A75F85)], 9929)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x7CB485B3), ('P4rIngress.values_v11111.hi', 0x94E6E371)], 9929)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x97E3),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000006C9),
                gc.DataTuple('slot_count', 0x00000A3E),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3356B700),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x022),
                gc.KeyTuple('src_addr', 0x9A2F41F9),
                gc.KeyTuple('src_port', 0x6210),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x97E3),
                gc.DataTuple('rank', 0x0016),
                gc.DataTuple('worker_index', 0x0176),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9A\x2F\x41\xF9\x00\x00\x00\x00\x62\x10\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x97\xE3\x00\x16\x33\x56\xB7\x00\x00\x00\x01\xAB\x80\x00\x00\x00\x00\x40\x00\x00\x92\xCD\xDB\x89\x64\x70\xD1\x0C\x58\x7E\xCF\x46\x25\x9F\x21\xCE\xB9\x89\x2B\x25\xB1\x4E\x3B\xAB\x57\x29\x63\x13\x49\x3F\x6E\x35\x25\x51\x54\x21\x9E\x88\xF7\x4F\xCD\x9D\x48\x42\xA7\xD6\x8F\x3B\x63\xD1\xC9\xC5\xAB\x27\x22\xAA\x38\xF3\x8F\x34\x55\x3A\x33\xC7\xAD\xBB\x55\x35\xAA\xE5\x33\xCD\x44\xCD\x25\x40\x76\x13\x51\x2A\xB7\xAC\x31\xF6\x2F\x1C\xDC\x60\x42\x9C\xC4\x4C\xF3\x72\x5B\x0F\x3F\x6B\xD4\x71\xD1\x55\x1E\x38\x97\x79\xE9\x4B\x55\x26\xF4\x2C\xA2\xBD\xC4\xBD\x59\x1F\x1A\xF5\x47\x6B\x32\xB1\xA6\xA6\x5F\x45\x1B\xE0\x77\x9A\xCC\xDA\xE4\x6B\xBC\x87\x0F\xDE\x10\x4B\x4E\x14\x75\x52\xDE\x92\x24\xC8\x85\x59\x55\x69\x3C\xAD\x11\x44\xAF\xFB\x7B\x0B\x11\x4A\x6B\x6A\xAD\x6B\xB2\xE4\x2D\x3D\x3B\xBF\x74\x71\x9D\xA7\xA9\xF0\x9F\x78\x42\xEB\x6F\xDA\x78\x3C\x31\xCF\x32\xE6\xB1\x70\x96\xA2\xA0\x67\xB9\xBB\x7A\xC4\x8C\x76\x47\x40\x09\xA8\xB8\x64\xCE\x74\x53\xE5\x47\xBF\xAE\x46\x64\xF5\xAD\xA4\x43\x03\x97\x8D\x58\x69\x6D\x51\x22\x27\x1D\x92\x49\x15\x70\x01\x12\x4C\x8E\xCA\x4D\x69\xAC\x70\x86\x03\x17\xE7\x9D\x9F\xAC\x94\xF5\x79\x0B\x8C\xDC\x28\xDE\x2B\x83\xEC\x04\xBA\xCF\x85\x63\x94\x5D\xF6\x50\xA6\xCC\x89\x7B\xF3\xEC\x2D\x60\xF0\x4F\xB1\x19\x96\xD0\x68\xB9\xDC\xF2\xD5\xAA\x35\x35\x03\x49\xBE\x0B\x1F\xA3\xE8\xDB\x20\x14\x9A\xF9\xEA\xC0\x38\x5B\xBB\x0B\xCC\x9A\xFC\xEF\xDB\xAA\xA6\x00\xD0\xF9\x38\x88\x3F\x26\xC6\xB2\x37\xE1\x0A\x7E\xF6\xF4\x6B\x95\x1B\x3D\xD6\xC5\xA0\x9F\x58\x41\xA9\x0A\x16\xDF\x7D\x2A\x4E\x22\xB9\xC7\x3E\xBA\x2C\xD7\xFC\xA4\xF1\x20\x5D\xC6\x57\xB0\xBE\x12\xE1\x2C\x37\xDD\xFB\x2C\x16\x86\x39\x1A\xF2\x7C\x25'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test63(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x7726F306), ('P4rIngress.bitmap_seq.seq', 0x5D271F42)], 10487)
        self.setRegisterValue('P4rIngress.rounds', 0x5D271F42, 10487)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xCA), ('P4rIngress.count_exp.exponent', 0xAD)], 10487)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10487)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x803A13E0), ('P4rIngress.values_v00000.hi', 0x51EAE8B9)], 10487)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x52DD5763), ('P4rIngress.values_v00001.hi', 0x57D68C74)], 10487)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x896CE052), ('P4rIngress.values_v00010.hi', 0x96367ADA)], 10487)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x54D30A4E), ('P4rIngress.values_v00011.hi', 0x96F9533B)], 10487)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5FC2DCAC), ('P4rIngress.values_v00100.hi', 0x9CD960E7)], 10487)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x995189CD), ('P4rIngress.values_v00101.hi', 0xDAF66F55)], 10487)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x65145E3A), ('P4rIngress.values_v00110.hi', 0x2CA5D3DF)], 10487)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x6DB2D47E), ('P4rIngress.values_v00111.hi', 0x429A7573)], 10487)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0xD890F9B3), ('P4rIngress.values_v01000.hi', 0xD5415129)], 10487)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x4EFADC62), ('P4rIngress.values_v01001.hi', 0x4C30CC5D)], 10487)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xAA66E673), ('P4rIngress.values_v01010.hi', 0x60C4B5DB)], 10487)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7A794D29), ('P4rIngress.values_v01011.hi', 0xEF7D194D)], 10487)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x29104953), ('P4rIngress.values_v01100.hi', 0xAB36954C)], 10487)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xAD2A10FB), ('P4rIngress.values_v01101.hi', 0x374ADCFF)], 10487)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x58E658BB), ('P4rIngress.values_v01110.hi', 0x0FCCD54E)], 10487)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x6EE1D212), ('P4rIngress.values_v01111.hi', 0xB74AC1F2)], 10487)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x5AFA4449), ('P4rIngress.values_v10000.hi', 0xB5446BC3)], 10487)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xD5D68AC6), ('P4rIngress.values_v10001.hi', 0x40435DDA)], 10487)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x5159B1AD), ('P4rIngress.values_v10010.hi', 0x58C571F8)], 10487)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7EBAF29F), ('P4rIngress.values_v10011.hi', 0xB19E67F0)], 10487)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xBAAA3FA5), ('P4rIngress.values_v10100.hi', 0x95773319)], 10487)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x760B876E), ('P4rIngress.values_v10101.hi', 0x1352C825)], 10487)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x3958F4B3), ('P4rIngress.values_v10110.hi', 0xD037AD6C)], 10487)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4CCF7A8C), ('P4rIngress.values_v10111.hi', 0x87564363)], 10487)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xBD5AC0D1), ('P4rIngress.values_v11000.hi', 0xAB281248)], 10487)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x87CE3116), ('P4rIngress.values_v11001.hi', 0xC7F576C7)], 10487)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x5C59F367)], 10487)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x566A3CB6), ('P4rIngress.values_v11011.hi', 0xFFF44ED2)], 10487)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xE7DC32E7), ('P4rIngress.values_v11100.hi', 0xCDD41D03)], 10487)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xB4921B7A), ('P4rIngress.values_v11101.hi', 0xAB58DAED)], 10487)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x53EFD299), ('P4rIngress.values_v11110.hi', 0x8C56B7A0)], 10487)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x6EBC14B9), ('P4rIngress.values_v11111.hi', 0x5AB7485E)], 10487)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE043),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000003E1),
                gc.DataTuple('slot_count', 0x0000169B),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEFCCA5E6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00F),
                gc.KeyTuple('src_addr', 0x1305B65A),
                gc.KeyTuple('src_port', 0xB066),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE043),
                gc.DataTuple('rank', 0x0016),
                gc.DataTuple('worker_index', 0x02A9),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x13\x05\xB6\x5A\x00\x00\x00\x00\xB0\x66\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE0\x43\x00\x16\xEF\xCC\xA5\xE6\x05\x16\x05\x99\x5D\x27\x1F\x42\x00\x40\x00\x00\x87\xFA\xF8\x66\x50\x5F\x23\x53\x6A\x6D\xD5\x69\x5D\x1A\xD9\xE0\xBB\x52\x07\xFB\xD4\x0E\x3E\x5A\x6A\x81\x0B\xCF\x34\xEE\xB5\xEB\x5B\x73\xEA\xA6\xAE\x85\x4D\x67\xBC\x31\x65\xB9\x4A\xE6\xD9\x4A\x5F\x71\x8B\xB8\x26\x8F\xB4\x43\x23\x2F\x1F\x61\x66\x99\xD3\x61\x8D\xF3\x0B\xD1\xA7\x67\x65\x39\x64\xDA\x93\x27\x78\xAE\xC9\x5B\xAA\x58\xCE\x46\x5E\x4B\x84\xA3\x47\x29\x03\x64\x9B\xE4\xF4\x75\x68\x53\xD5\x2D\xCF\x07\x9C\x38\xA3\x58\xF1\x06\x71\xE8\xCA\xE8\x1D\x7E\x1B\x6C\x74\x72\x2A\xEE\x70\x45\x97\x32\xAB\x5A\x5A\xFC\x5B\x7E\x75\x6F\x97\x5E\xB5\x77\xD3\xC6\x61\xEE\x43\x6E\x1F\x27\xE0\x4D\xB5\x97\x5F\x3C\x9A\xA1\x2C\x79\xD9\x10\x19\x5E\xB3\x71\x30\x6E\xC8\x73\x35\x13\x2B\xB3\x52\x2A\x9A\x21\xD2\x97\x09\xB6\x4D\x7C\xB6\xB5\x7B\xAB\xB9\x6B\x6F\x93\x78\x3D\xB3\x72\xDE\x99\x8A\x7E\x4D\xE7\xA8\x6C\xE3\x31\xAD\xEB\x01\x1B\x6E\xE5\x21\x69\x00\x00\x00\x00\x48\x50\xEB\x23\x4E\xED\x9F\xA7\x7D\xB3\xFF\xA7\x32\x96\xD9\xEB\x64\x90\x29\xDB\xFD\xDA\x4A\x18\xB7\x7D\xDA\x17\x63\xEA\xCF\xD7\xDA\x3A\xD9\xB1\x67\x3E\x96\x53\x31\x2E\x5D\xB9\xFF\x6E\x57\x44\x21\x5A\x3F\x93\x19\x9A\x64\xA0\x18\xDC\xE3\x03\xEB\xE7\x16\x56\xC4\x89\x0E\xB8\xCA\xF6\x3E\x64\x49\xE7\x25\x8E\xA8\x5F\xDC\xB6\x3D\xEA\x79\x75\x0D\x6A\xBA\x13\xB6\x4A\x72\x45\xBF\x32\xBC\x84\xE9\x41\x01\xCF\x27\xF4\x24\xE1\xC4\xCD\x9F\x0D\x55\x83\x7F\x38\x08\x2D\x8F\x98\x52\xFE\xF8\xF7\xB0\x9E\x84\xC3\x3C\xBD\x44\x88\x64\x36\xE7\x2B\x78\x4A\x58\x84\xBC\x64\x13\x3F\xAF\xDE\xC9\x1B\xA6\xEE\x4C\x82\xD2\x7C\xC9\x27\xF1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test64(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC7340AF9), ('P4rIngress.bitmap_seq.seq', 0xF27C0660)], 10229)
        self.setRegisterValue('P4rIngress.rounds', 0xF27C0660, 10229)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x39), ('P4rIngress.count_exp.exponent', 0x4A)], 10229)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10229)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x3CE8C8B7), ('P4rIngress.values_v00000.hi', 0x69B57386)], 10229)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x86D2817F), ('P4rIngress.values_v00001.hi', 0x975681A8)], 10229)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x2F9A4473), ('P4rIngress.values_v00010.hi', 0x8326C77A)], 10229)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x6204375F), ('P4rIngress.values_v00011.hi', 0xA9A69C0D)], 10229)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x75A69C8E), ('P4rIngress.values_v00100.hi', 0xE89873BB)], 10229)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x0ECECEC7), ('P4rIngress.values_v00101.hi', 0x4E8B4FE7)], 10229)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x5C429531), ('P4rIngress.values_v00110.hi', 0xB8CCDC1F)], 10229)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xB2E7D27F), ('P4rIngress.values_v00111.hi', 0x526C11FB)], 10229)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x416C96AF), ('P4rIngress.values_v01000.hi', 0x49822D99)], 10229)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x13EC6DD9), ('P4rIngress.values_v01001.hi', 0x6A47672D)], 10229)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x3CFD25C7), ('P4rIngress.values_v01010.hi', 0x20B2346F)], 10229)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x0C859969), ('P4rIngress.values_v01011.hi', 0x824939F9)], 10229)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4DA0AEB9), ('P4rIngress.values_v01100.hi', 0xB2671971)], 10229)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x7CEB30B6), ('P4rIngress.values_v01101.hi', 0x448B192E)], 10229)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xBC3754EB), ('P4rIngress.values_v01110.hi', 0xAB45D4C1)], 10229)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5FB09CA7), ('P4rIngress.values_v01111.hi', 0x439DB4D9)], 10229)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xEDBF79B9), ('P4rIngress.values_v10000.hi', 0x7F671DAB)], 10229)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x594C0391), ('P4rIngress.values_v10001.hi', 0xF6BFE8DC)], 10229)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xAA44B37F), ('P4rIngress.values_v10010.hi', 0xF1F0FBBC)], 10229)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x5FEA9FE0), ('P4rIngress.values_v10011.hi', 0x35D19B89)], 10229)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x7E1BC168), ('P4rIngress.values_v10100.hi', 0x9716DA5F)], 10229)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x4ACDA3AD), ('P4rIngress.values_v10101.hi', 0xB40A4061)], 10229)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x5237C82F), ('P4rIngress.values_v10110.hi', 0xD253D305)], 10229)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4F0392D7), ('P4rIngress.values_v10111.hi', 0x44E9C16B)], 10229)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x4115B954), ('P4rIngress.values_v11000.hi', 0x4323D45F)], 10229)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x6A11CD5D), ('P4rIngress.values_v11001.hi', 0xECD1631F)], 10229)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7B21ECFB), ('P4rIngress.values_v11010.hi', 0xB87B46A4)], 10229)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6DDFD52F), ('P4rIngress.values_v11011.hi', 0x3A27E2D9)], 10229)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x95DBB599), ('P4rIngress.values_v11100.hi', 0x7D2F7C21)], 10229)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x2BD4F533), ('P4rIngress.values_v11101.hi', 0x3F3C1D56)], 10229)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x9513EEF4), ('P4rIngress.values_v11110.hi', 0x98CF137C)], 10229)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x273670B1), ('P4rIngress.values_v11111.hi', 0x66737CE6)], 10229)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8A34),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000313),
                gc.DataTuple('slot_count', 0x0000117B),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x004DFAEE),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x021),
                gc.KeyTuple('src_addr', 0xF9F8285D),
                gc.KeyTuple('src_port', 0x0095),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8A34),
                gc.DataTuple('rank', 0x0016),
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
        ig_port = 33
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF9\xF8\x28\x5D\x00\x00\x00\x00\x00\x95\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x8A\x34\x00\x16\x00\x4D\xFA\xEE\x04\xE2\x03\xC5\xF2\x7C\x06\x60\x00\x40\x00\x00\x23\xBF\x4E\x89\x3D\x3A\x7E\xF7\xA1\xD2\x16\x9F\xB5\x28\xCB\xA9\xE3\xCA\x1D\xB1\x8E\xE8\x94\x20\x96\xB5\x57\xE9\x9F\xF2\x7B\xF3\xB7\xD6\xE1\xD9\x85\xC4\xCF\xA4\x89\x28\xD4\x4D\x59\xC9\x3E\x96\x4B\xC9\x07\x8B\x00\x00\x00\x00\x1A\xFE\x56\x91\x55\x8C\xB3\xA7\x70\x14\x71\x79\x70\x7A\xA7\x2B\xEE\x0D\xE5\x5B\xE9\xFA\x7C\x24\x6A\x6F\xB2\x85\x5F\xFA\x5F\x24\xDE\x9E\xCA\x6B\x10\xDE\x75\x2B\x63\x25\x45\x59\x13\x18\xE7\xCF\x0C\x42\xD5\xA2\x65\xDA\xDC\x1F\x4F\x68\x93\x84\x99\x3E\xA8\x9B\x4F\x59\x43\xB7\x7C\xFA\x16\xA7\xAB\x68\x01\xD7\xF7\x42\x70\x9F\x3A\x54\x5D\xCF\x92\xD9\x29\x9E\x7A\x73\xBD\x6F\x8B\xD0\xCE\xF0\x24\xD3\xDE\x77\x37\x09\x0E\xF7\x7F\x30\x74\xFE\x27\x06\xE6\xD4\x4F\x16\xD1\xC8\xAE\xAA\x5B\x5F\x79\x96\x2C\xE9\xA4\x93\x8D\x73\x61\x8F\xAC\xC3\x41\x9C\x9D\xBB\x7E\xCC\x52\xE7\x43\x23\x65\xCF\x30\xF5\xD2\x79\x00\x2B\x39\xAD\x40\x46\x60\x15\x00\x00\x00\x00\xC4\xFD\xB5\x5A\x68\xA0\xCA\xA1\x96\xB3\x74\x33\x58\x6B\xF4\xBF\x6B\x5A\xA4\x77\x93\xAA\x1B\x60\x93\xB3\xD0\x82\xD0\xC3\xA9\x24\xB6\x1F\x7F\x3A\x29\x3B\x29\xCB\x84\x53\x66\x0C\xA5\x3D\xCB\x56\xFE\xD2\xA7\x0A\xB8\x7D\x18\x7B\x28\xD3\x92\x11\xDD\x7E\x6D\xCE\x68\x70\x2E\xD1\xC1\x78\x9A\xBA\xA6\x29\xE0\x4C\xF6\x3C\xD1\x4C\x22\xAE\x59\xA0\xC6\x21\x6D\x7E\xE1\xB2\xDD\x65\x7E\x94\x2A\x37\x95\xD9\x25\x9A\x26\x48\x17'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test65(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xD31572A7), ('P4rIngress.bitmap_seq.seq', 0x6D9C6A30)], 16113)
        self.setRegisterValue('P4rIngress.rounds', 0x6D9C6A30, 16113)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x3C), ('P4rIngress.count_exp.exponent', 0x61)], 16113)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 16113)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x9A0BFA52), ('P4rIngress.values_v00000.hi', 0x42CB254D)], 16113)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x5E0B343A), ('P4rIngress.values_v00001.hi', 0x48637475)], 16113)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xC40C9718), ('P4rIngress.values_v00010.hi', 0xA31BCE8C)], 16113)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x20576B6D), ('P4rIngress.values_v00011.hi', 0xB1CA34BB)], 16113)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x4999CBF7), ('P4rIngress.values_v00100.hi', 0xF2C64B5B)], 16113)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xB065BA1C), ('P4rIngress.values_v00101.hi', 0xC91375FF)], 16113)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x45756B91), ('P4rIngress.values_v00110.hi', 0xBEB4847D)], 16113)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x578F5DD9), ('P4rIngress.values_v00111.hi', 0x31F5BEED)], 16113)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x1B3370E2), ('P4rIngress.values_v01000.hi', 0x472A5214)], 16113)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xB3EB4DB2), ('P4rIngress.values_v01001.hi', 0x1EDDE4B6)], 16113)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x4DAB8035), ('P4rIngress.values_v01010.hi', 0x0B94EBAC)], 16113)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x6675D2EB), ('P4rIngress.values_v01011.hi', 0xC6DD6DBF)], 16113)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x1D81FF4D), ('P4rIngress.values_v01100.hi', 0x599300E6)], 16113)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6263219D), ('P4rIngress.values_v01101.hi', 0x9556B17F)], 16113)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x3C66F7AA), ('P4rIngress.values_v01110.hi', 0x20EAFCCB)], 16113)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x59F32102), ('P4rIngress.values_v01111.hi', 0x6B5B9055)], 16113)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x7264BCAA), ('P4rIngress.values_v10000.hi', 0xA7754BAD)], 16113)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x576B61CB), ('P4rIngress.values_v10001.hi', 0x5F535833)], 16113)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x3185F5B8), ('P4rIngress.values_v10010.hi', 0xB2FB24F3)], 16113)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x37710E9A), ('P4rIngress.values_v10011.hi', 0x4D3B4C8A)], 16113)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x693C1AF3), ('P4rIngress.values_v10100.hi', 0x707AB5AA)], 16113)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xBB28937D), ('P4rIngress.values_v10101.hi', 0x1DA98BD5)], 16113)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x5CC5770D), ('P4rIngress.values_v10110.hi', 0x40F18963)], 16113)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4A0FA8DD), ('P4rIngress.values_v10111.hi', 0x4E35995F)], 16113)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x3377C9B3), ('P4rIngress.values_v11000.hi', 0x53620CF2)], 16113)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x7A853475), ('P4rIngress.values_v11001.hi', 0x9BC22D93)], 16113)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x88A75A3F), ('P4rIngress.values_v11010.hi', 0x54ED38E3)], 16113)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x57CA1DCA), ('P4rIngress.values_v11011.hi', 0x9CAAFCC9)], 16113)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x67465675), ('P4rIngress.values_v11100.hi', 0x78281F5D)], 16113)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xC6FAA4F5), ('P4rIngress.values_v11101.hi', 0xD58A466F)], 16113)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xCA1F1082), ('P4rIngress.values_v11110.hi', 0x78D4A8C7)], 16113)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xBBC06A0F), ('P4rIngress.values_v11111.hi', 0x8F43D41B)], 16113)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE46D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001E50),
                gc.DataTuple('slot_count', 0x00000174),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9FB16481),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01F),
                gc.KeyTuple('src_addr', 0xEFE458AD),
                gc.KeyTuple('src_port', 0x323F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE46D),
                gc.DataTuple('rank', 0x0016),
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
        ig_port = 31
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEF\xE4\x58\xAD\x00\x00\x00\x00\x32\x3F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE4\x6D\x00\x16\x9F\xB1\x64\x81\x00\xA1\x03\x07\x6D\x9C\x6A\x30\x00\x40\x00\x00\xCF\x08\xFB\xDE\x77\xE9\xA2\x36\x57\x5C\x66\xD1\x3D\xBB\x4C\x74\xAF\xD4\xB5\x54\xD4\x81\x6B\x5B\x66\x43\xF4\x31\x7B\x8F\x74\x94\x56\x4A\x89\xBA\x8A\x77\x43\x63\xAB\xF1\xA3\xBD\x6D\x75\xC7\x24\x45\x53\x6A\xD9\xB3\x95\xED\xF6\x58\xB6\x70\xCD\x77\x44\x76\x23\x76\x96\xED\xB1\x4A\x88\xC7\x6E\x58\x48\x99\x46\x7C\x5A\xAC\xFA\x65\x35\x8C\x37\xB8\xC2\x8A\x6E\x67\x75\x34\x31\xFD\x10\x78\x88\x7D\x3F\x40\xED\x3C\x96\xDD\x96\x33\x9B\xCB\x97\x84\xDC\xB7\x4B\x63\x29\xC5\x99\x6E\x8B\x4E\x35\x47\x4B\xEA\xE7\x1F\x6F\x73\xB5\x53\x29\x09\xAF\xB3\x12\xB9\x0C\x3F\x4E\xE3\x2E\x59\xF6\xC8\xA5\x2C\x93\xFE\xEB\xA1\x91\xA5\x0F\x34\xF3\xB4\xBA\x6C\x42\x7C\xEA\x69\xA6\xB9\x19\x00\x1E\xAD\xAE\xB4\xDC\xC9\xBC\x71\xAA\xA6\xA5\x4E\x9D\x33\x8B\x6F\x46\x93\xD7\x5F\xDC\x2C\xDD\x6C\xBC\xAD\x7B\x71\x3B\xBD\xC7\x4C\x37\xCB\x46\x5C\xFF\x7B\x17\xBB\x8B\x30\x47\xC7\xB1\x26\x42\x51\x49\x99\x27\x76\x96\x4D\x96\x29\x9B\xC4\x67\x4C\x6E\xB6\xDD\x2F\x1C\x6E\x59\xCD\x50\xB9\x67\xA0\x96\xCA\xE1\xD2\x94\xBB\xEA\x46\x3D\xD3\xD3\xB3\xA1\xAB\x27\xD4\x57\x17\x54\xA7\xFA\x56\x5E\x8C\xB6\x78\x4B\xBF\x6B\xB3\xDC\x39\xF7\x8E\x5D\xED\xC5\x55\x3C\x18\x13\xA4\x4A\xD9\xE6\x99\xB8\xEC\xCB\x73\xA9\xC4\x89\x37\x76\xF6\xF4\xDE\x85\x53\x21\x75\x15\xBC\x92\xB4\xFC\xEF\xCE\xF4\x0B\xF0\x04\x9C\x17\x99\xD9\x91\x34\x34\xD3\x55\xD3\xD5\xDE\x1C\xD1\x0E\x1B\x66\x06\x68\x8D\x53\x88\xDD\x07\xDD\x86\xA0\xD6\x35\x61\xE3\x3A\x37\x49\x91\xEB\x03\xE7\x77\x0A\x37\xA1\x99\x5A\x04\x17\x1B\xB9\x6A\x61\x96\xBF\x9F\x07\x0D\xB4\x72\x67\x15\xA3\xA1\x9C\xBE\x92\x76\xAB\x75\xF3\x02\xFE\x78\x7A\x41\x13\x41\xE0\x1A\x77\xBC\xF9\x0D\xD8\x2E\x8D\xF4\xEC\x89\x32\xE8\x91\x38\x7A\x59\x37\xBC\x53\x6F\x1C\x72\xDD\x14\x6D\x97\xA5\x45\x36\x08\xEF\x6E\xC1\xCF'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test66(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x521900B4), ('P4rIngress.bitmap_seq.seq', 0xF6D00000)], 11318)
        self.setRegisterValue('P4rIngress.rounds', 0xF6D00000, 11318)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x5D), ('P4rIngress.count_exp.exponent', 0xED)], 11318)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11318)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x6A2B5E7B), ('P4rIngress.values_v00000.hi', 0x50115578)], 11318)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x62E91AC1), ('P4rIngress.values_v00001.hi', 0xAD8ED15E)], 11318)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x6D9A6D7D), ('P4rIngress.values_v00010.hi', 0xF2D6C58B)], 11318)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xAED9C46D), ('P4rIngress.values_v00011.hi', 0x64D3C599)], 11318)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6F6B26AB), ('P4rIngress.values_v00100.hi', 0xA42227D3)], 11318)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x59B44BE6), ('P4rIngress.values_v00101.hi', 0x1D834D8A)], 11318)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x76A22F2F), ('P4rIngress.values_v00110.hi', 0x579D2B66)], 11318)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7B0A9146), ('P4rIngress.values_v00111.hi', 0x59B1721F)], 11318)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x523491E9), ('P4rIngress.values_v01000.hi', 0x87A0E199)], 11318)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xF0B94BDC), ('P4rIngress.values_v01001.hi', 0x7CCCC277)], 11318)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x5475E45B), ('P4rIngress.values_v01010.hi', 0x6C5D98CF)], 11318)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x276C8C6D), ('P4rIngress.values_v01011.hi', 0x488A8DCA)], 11318)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x869BBBF3), ('P4rIngress.values_v01100.hi', 0xBD2EDA2B)], 11318)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x711BD32F), ('P4rIngress.values_v01101.hi', 0x65713EDB)], 11318)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x5A953968), ('P4rIngress.values_v01110.hi', 0x3FE5D22F)], 11318)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5B375C20), ('P4rIngress.values_v01111.hi', 0xA3554654)], 11318)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x61CA97B4), ('P4rIngress.values_v10000.hi', 0x1D571BED)], 11318)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xAD9AC6B7), ('P4rIngress.values_v10001.hi', 0x418A8902)], 11318)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xB19D3C55), ('P4rIngress.values_v10010.hi', 0x4AD2E93B)], 11318)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x2A7B313F), ('P4rIngress.values_v10011.hi', 0xE0C2FD16)], 11318)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xA644ECB5), ('P4rIngress.values_v10100.hi', 0xD7FDAE31)], 11318)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x555E223F), ('P4rIngress.values_v10101.hi', 0x65806169)], 11318)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x9A1BA495), ('P4rIngress.values_v10110.hi', 0x6D0D6C1E)], 11318)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x503D07CB)], 11318)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xAF45AADD), ('P4rIngress.values_v11000.hi', 0x58752AB7)], 11318)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x965919BF), ('P4rIngress.values_v11001.hi', 0xB73D8B56)], 11318)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x5BBF7C83), ('P4rIngress.values_v11010.hi', 0xF9AAECD8)], 11318)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x573534C9), ('P4rIngress.values_v11011.hi', 0x59F45DF4)], 11318)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x58DD31AD), ('P4rIngress.values_v11100.hi', 0x562F3B6C)], 11318)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x8DFB7075), ('P4rIngress.values_v11101.hi', 0x374B74D0)], 11318)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x52C0D45D), ('P4rIngress.values_v11110.hi', 0xB98B9DD7)], 11318)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x352578F9), ('P4rIngress.values_v11111.hi', 0xC9057B36)], 11318)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x41D6),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000534),
                gc.DataTuple('slot_count', 0x00000A97),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9A326ED2),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03D),
                gc.KeyTuple('src_addr', 0xCBE7539C),
                gc.KeyTuple('src_port', 0xCBF5),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x41D6),
                gc.DataTuple('rank', 0x0000),
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
        ig_port = 61
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCB\xE7\x53\x9C\x00\x00\x00\x00\xCB\xF5\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x41\xD6\x00\x00\x9A\x32\x6E\xD2\x07\x02\x03\x58\xF6\xD0\x00\x00\x00\x40\x00\x00\x52\xFB\x23\x79\x5B\xA7\x33\x80\x6E\x31\x1A\x69\xB5\xB4\xD5\xB0\x1B\xD2\x1E\x65\xAA\x73\x68\xBB\x79\x5B\x6D\x4F\x2A\xFA\x9B\x09\x62\xD1\xFF\x6A\xBE\x37\x26\xB2\x64\xB7\x99\x15\x79\x45\x51\x4F\xAA\x97\xAB\x54\x59\xB1\x4D\xB9\x72\xDA\x91\x42\x5F\x17\x46\x30\x6B\x60\xAC\xAB\xED\xD2\x2F\x9B\x6B\xB8\x4B\x47\x2C\xA6\x41\x92\x64\xA5\xD8\x5B\x4D\x07\x72\xBF\x9C\x25\x9E\x6F\x5A\xDE\xE9\x59\x26\xD5\xB7\xED\xCE\x69\xBE\xE5\x5D\x42\x72\x68\x47\xC7\x20\x7D\x56\xFD\xB3\x47\x63\x54\x68\x51\x59\x14\x48\xB3\xB1\x67\x67\xA4\x57\xC6\xFB\x20\xDD\x46\x8A\x39\x66\x0E\x11\xAC\x44\xD5\x1F\x21\xAC\xC8\x5A\xC7\x65\x3B\xA9\xC8\x29\xCE\x9B\x83\x8C\x4E\xE9\x67\xB3\x64\x3C\xBD\xA5\x75\xDB\x17\x31\x0E\x72\x9E\x5F\x9B\x43\x7D\x9A\x28\xBD\xFE\x1D\x1B\x4B\x60\x00\x00\x00\x00\x5E\xD3\xDD\x25\x91\xDB\x9A\x91\x38\xC5\xAE\xA9\x36\x61\xB2\x77\xB4\x43\xAE\x37\xCE\x66\xEF\x8F\xD0\x66\x69\x1D\x5A\xB4\xF8\x8B\x48\x8B\xAD\x76\x61\xDD\xF5\x79\xC4\xE3\x30\x8C\x38\x3A\x2B\xB6\x61\x55\x7C\x9D\x43\xF5\xA1\x59\x8C\xAD\x91\xD0\x53\x5C\x44\xE3\x2D\x0F\xF4\x1B\x68\x8F\xA1\x65\xB4\x73\x7B\x73\x73\x0E\x54\xEF\xA3\x9E\xA3\x7A\xB0\x6E\x9A\x9B\x32\xCE\xB9\x1F\xC3\x1D\xAC\x6F\x4E\xD0\x34\x06\x98\x74\x09\xB5\x43\xA8\x53\x52\xA8\x3C\xD9\x36\xAC\x86\x31\x07\x48\x40\xF8\x40\xA0\xB7\x40\x6F\x64\x60\x06\x72\x9E\xA6\x43\x74\xF2\xF5\x5F\x71\x61\x40\xC3\x4D\xF7\x3D\x16\xB9\xBF\x94\xBB\x5F\x50\xF2\xDD\xFD\xCD\x18\x4F\x0A\x77'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test67(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE6282B47), ('P4rIngress.bitmap_seq.seq', 0x441619DC)], 15305)
        self.setRegisterValue('P4rIngress.rounds', 0x441619DC, 15305)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xFF), ('P4rIngress.count_exp.exponent', 0x3B)], 15305)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 15305)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xCF40EB16), ('P4rIngress.values_v00000.hi', 0x69A0507A)], 15305)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6497FEF7), ('P4rIngress.values_v00001.hi', 0x5F03DAB7)], 15305)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xC77FAF66), ('P4rIngress.values_v00010.hi', 0x8939B167)], 15305)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x19082B64), ('P4rIngress.values_v00011.hi', 0x9EB11AAB)], 15305)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x7FB43BB5), ('P4rIngress.values_v00100.hi', 0xACBFABDB)], 15305)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xC7A65479), ('P4rIngress.values_v00101.hi', 0x4FC18EC7)], 15305)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x70EF55E7), ('P4rIngress.values_v00110.hi', 0x7FD1E372)], 15305)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x0F4EB11F), ('P4rIngress.values_v00111.hi', 0x7552D913)], 15305)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5EC95848), ('P4rIngress.values_v01000.hi', 0x1A6CFEF7)], 15305)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x62ECC304), ('P4rIngress.values_v01001.hi', 0xB779C9BF)], 15305)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x94765661), ('P4rIngress.values_v01010.hi', 0x54F38656)], 15305)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xBF56C4A8), ('P4rIngress.values_v01011.hi', 0xDB32CD2A)], 15305)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x3AF8D4B7), ('P4rIngress.values_v01100.hi', 0x5AF65923)], 15305)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x96BD2FA9), ('P4rIngress.values_v01101.hi', 0x7C963D8B)], 15305)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x2C7A3B6C), ('P4rIngress.values_v01110.hi', 0x57CDAB1D)], 15305)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x1BA6AA5E), ('P4rIngress.values_v01111.hi', 0x964EB254)], 15305)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xA94C165D), ('P4rIngress.values_v10000.hi', 0x47CAB770)], 15305)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x7A710CBE), ('P4rIngress.values_v10001.hi', 0x8CAEA5F1)], 15305)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xBCEE35F3), ('P4rIngress.values_v10010.hi', 0xDAAEEA7F)], 15305)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x6FCBC27B), ('P4rIngress.values_v10011.hi', 0x47A96550)], 15305)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x2A333575), ('P4rIngress.values_v10100.hi', 0xC7A37B3F)], 15305)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x446DE08F), ('P4rIngress.values_v10101.hi', 0x4234FE0B)], 15305)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xBAFEBCDF), ('P4rIngress.values_v10110.hi', 0x5FC9F6C5)], 15305)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x6237DAEA), ('P4rIngress.values_v10111.hi', 0x3AF4412B)], 15305)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xCE7A7B56), ('P4rIngress.values_v11000.hi', 0x693D1C17)], 15305)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x515DD7B0), ('P4rIngress.values_v11001.hi', 0x3D60D837)], 15305)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7B765B93), ('P4rIngress.values_v11010.hi', 0xB8E87702)], 15305)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x70ADDFBC), ('P4rIngress.values_v11011.hi', 0x7E185038)], 15305)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xE82A0CD6), ('P4rIngress.values_v11100.hi', 0x66926D37)], 15305)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x5B49D3E5), ('P4rIngress.values_v11101.hi', 0x7BCB92D5)], 15305)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xBE51D939), ('P4rIngress.values_v11110.hi', 0x61DF79D5)], 15305)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xDAEC6726), ('P4rIngress.values_v11111.hi', 0x50ACFB55)], 15305)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC360),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000163B),
                gc.DataTuple('slot_count', 0x000006C3),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xADA24241),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00A),
                gc.KeyTuple('src_addr', 0x91B95529),
                gc.KeyTuple('src_port', 0x297F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xC360),
                gc.DataTuple('rank', 0x0016),
                gc.DataTuple('worker_index', 0x03F6),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x91\xB9\x55\x29\x00\x00\x00\x00\x29\x7F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xC3\x60\x00\x16\xAD\xA2\x42\x41\x05\x8E\x07\x25\x44\x16\x19\xDC\x00\x40\x00\x00\x8A\xDE\xAB\x1F\x48\x32\xB2\xF0\x6B\xE5\x3F\x8D\x75\x11\x9E\xD2\xAB\xE4\x8A\xA1\xD6\x3F\x7E\xB3\x76\xB5\xA9\xEE\x36\xF3\x16\xEB\x19\x07\xD5\x16\xA8\xD6\x07\x51\xAA\xF2\xE2\xE1\xD9\xEF\x82\xEB\x11\x89\xCB\xAE\x5B\x13\x5E\xCF\x75\xCE\xB1\x09\x15\x69\x45\x6B\x72\x6A\x0B\xEF\xDA\x1E\xBC\xE5\x70\x11\xE5\x45\xA7\x53\xEB\xCE\x65\x33\x11\x4F\x56\xA6\xE2\x1E\x37\x4C\xD6\x70\xD3\xDB\xBE\x4C\x71\x69\xB1\x86\x5E\xA2\x60\x16\xC4\xBF\xCB\x4B\x46\x72\xE3\x65\x68\x37\x55\xAF\x51\x0E\x33\xDE\x07\x3B\x16\x33\x9F\x8C\x77\xF4\xCA\x7C\xB1\x69\x64\x5C\x8F\x19\x7A\x6B\x98\xA5\xC5\x49\x2F\xCA\x15\x63\xE3\x7F\xBB\xE9\xE2\xD1\x75\xA5\xEE\xF4\x42\x6F\x3B\x41\x1F\x75\x13\x23\x89\xDD\x67\x65\x6C\x8F\x3B\xDE\x74\xE6\x21\x8D\xA4\xAD\x70\x88\x4C\x6C\x88\xF9\x56\x31\xCF\x7E\xA9\x94\xAC\x79\x86\xCE\xF2\xF6\x6F\x22\xFC\x16\x55\x71\x12\x98\x61\x60\x9F\x6B\xC0\xAC\xB0\xAD\x39\x5F\x43\x1A\x3A\x59\xD5\x72\x27\xD1\xA9\x9C\x2B\x9B\xA5\xE6\x52\x3F\x85\xB7\x5B\x97\xE7\x39\x12\x63\x1C\x1C\xF8\x56\x18\x2A\x5C\x1F\xE7\xB5\x9A\xCF\x21\x66\x60\xF2\xB3\xFD\x77\xB1\x8D\x2B\x1B\x25\xA2\x60\x39\x34\xD6\xD7\xBD\xDC\xC4\x51\x17\xBF\x35\x76\xC5\xD1\x7D\xB2\xBC\x3A\x13\xE1\x27\x44\x77\x60\x06\xBA\x19\xED\xC4\x48\x3B\x22\x28\x4C\xD5\x03\x0B\xD9\x9E\x35\xFD\x75\x6C\x64\xEA\x5F\x8A\x28\x6A\x7B\x67\x42\x83\xEB\x27\xED\xFE\x2B\x00\xEA\xE5\xC8\xFB\x28\x0B\x08\x51\x2D\x21\xFE\x32\x6B\x2F\xC3\x50\x96\xE7\x45\x9E\x79\x61\xBE\x1C\x17\x45\x4F\x5F\x5C\x14\x53\x67\x58\xE2\x15\x0B\x4D\xBA\x83\x5D\xB2\x1E\x7C\xEC\x32\x0C\xB4\x26\x10\x2E\x87\x25\xC2\xB9\x7A\x27\xE9\x18\x9A\x09\x9F\x18\x78\x1C\xFB\x8A\x6C\x7F\xD4\xD1\x9D\x87\x62\x3D\xD2\xD1\xF8\xC9\xFF\x64\xC1\x2C\xF1\xD8\x73\xD8\xAD\x64\x53\x98\x80\x26\x93\x9E\x81\x48\x91\x1D\x14\xE8\xA7\xA4\xA7\x60\x8C\x6A\xAB\x90\xD3\xD2\x66'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test68(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5402D5D7), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 13411)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 13411)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xB2), ('P4rIngress.count_exp.exponent', 0x6D)], 13411)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13411)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x896FBF13), ('P4rIngress.values_v00000.hi', 0x7754BD05)], 13411)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x950F8A7F), ('P4rIngress.values_v00001.hi', 0x9D78A175)], 13411)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xB3B33E98), ('P4rIngress.values_v00010.hi', 0xA13851E6)], 13411)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xB5C952B9), ('P4rIngress.values_v00011.hi', 0x8B26CAD6)], 13411)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x7CCDF7BB), ('P4rIngress.values_v00100.hi', 0xD14EDBCF)], 13411)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x99516D5C), ('P4rIngress.values_v00101.hi', 0x4C437110)], 13411)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x73E58E5C), ('P4rIngress.values_v00110.hi', 0x773F6F9E)], 13411)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xB6FBAB4B), ('P4rIngress.values_v00111.hi', 0x636EB55E)], 13411)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5B4E99F3), ('P4rIngress.values_v01000.hi', 0x513373B5)], 13411)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xF26D2127), ('P4rIngress.values_v01001.hi', 0x33A67358)], 13411)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xF1E721A6), ('P4rIngress.values_v01010.hi', 0x1BAC3BCE)], 13411)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xC842ECF7), ('P4rIngress.values_v01011.hi', 0x2BC5D261)], 13411)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x55EB831E), ('P4rIngress.values_v01100.hi', 0x45A46697)], 13411)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x76A63231), ('P4rIngress.values_v01101.hi', 0x2A6F2D33)], 13411)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xA075DD7F), ('P4rIngress.values_v01110.hi', 0x60DCAA9B)], 13411)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x02FA7A64), ('P4rIngress.values_v01111.hi', 0xF30DC584)], 13411)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6A686571), ('P4rIngress.values_v10000.hi', 0x3268712C)], 13411)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xEA6B4191), ('P4rIngress.values_v10001.hi', 0x53E9E91D)], 13411)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x25328A45), ('P4rIngress.values_v10010.hi', 0xAD6AB651)], 13411)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7D17CBEF), ('P4rIngress.values_v10011.hi', 0xF6BB602B)], 13411)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x7A989035), ('P4rIngress.values_v10100.hi', 0x26CA5A8B)], 13411)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xA3C46AA1), ('P4rIngress.values_v10101.hi', 0xAB333BA9)], 13411)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x447CF262), ('P4rIngress.values_v10110.hi', 0x78D74EA3)], 13411)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x811F2E05), ('P4rIngress.values_v10111.hi', 0x96137107)], 13411)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x55F2B7CF), ('P4rIngress.values_v11000.hi', 0x425E6463)], 13411)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x95B44899), ('P4rIngress.values_v11001.hi', 0x79CDD538)], 13411)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x32FAF0F6), ('P4rIngress.values_v11010.hi', 0x80000000)], 13411)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xCCF09FDC), ('P4rIngress.values_v11011.hi', 0xE79D24B5)], 13411)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xB9843095), ('P4rIngress.values_v11100.hi', 0x8DC898D1)], 13411)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x16BB31EF), ('P4rIngress.values_v11101.hi', 0x6A2655A5)], 13411)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xCDA52591), ('P4rIngress.values_v11110.hi', 0x31F5B61D)], 13411)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x57B14D83), ('P4rIngress.values_v11111.hi', 0x5F33D692)], 13411)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9A17),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000012F4),
                gc.DataTuple('slot_count', 0x00000C7F),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x163600F6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00F),
                gc.KeyTuple('src_addr', 0xB8B3495D),
                gc.KeyTuple('src_port', 0xEB1B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9A17),
                gc.DataTuple('rank', 0x0016),
                gc.DataTuple('worker_index', 0x0201),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB8\xB3\x49\x5D\x00\x00\x00\x00\xEB\x1B\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x9A\x17\x00\x16\x16\x36\x00\xF6\x01\x6F\x01\xE9\x00\x00\x00\x00\x00\x40\x00\x00\x1F\xC6\x93\x79\x5C\x1E\xB5\x0E\xD1\xFB\x71\x2D\xA3\x7C\x65\x26\x0F\x99\xCA\xF6\xD6\xB0\x92\x93\x17\xEF\xFC\xCD\xCD\x52\x0D\xC7\xED\xAC\x23\xF0\x92\xAC\xCB\xCE\x5A\xCF\xFE\x2D\x49\x4C\x98\x9B\x48\x85\x1A\x7C\xA5\x49\x14\x9F\xCD\x4E\x27\x19\x62\x5D\x7D\x83\x29\x5A\x11\xAA\x33\x19\x3B\x15\x85\xEC\xC8\x33\x6E\x41\x9C\xB8\x55\x9B\x77\xEC\xB5\x71\xD6\x88\xB0\x5B\xC4\xB5\x62\x56\x47\x6C\x96\x4D\xB3\x79\x6E\x26\xCD\x20\xFC\xCF\xB6\xB7\x7E\xFF\xC9\xD6\x23\x54\xA4\xA8\x66\xDF\xB0\x21\x95\xFA\xE5\xF6\x79\x74\xEC\xDA\x67\x7D\xBB\x4D\x1B\xCF\xB7\xB7\xEF\x62\x5F\xAF\x3C\x87\x11\x67\xB5\xB3\x82\x6C\x67\x4A\xAA\x57\xC7\x33\xEF\xDD\x99\x95\x35\x2E\x31\xBC\xC6\x57\x72\xEA\x64\x7B\xAF\x4D\x2A\x5B\x9F\x61\xB3\x0C\x6C\xE8\x9B\x4F\x51\x83\x88\xA3\xCD\xC1\xD4\x1D\x32\x79\x45\xAD\xD5\x43\xEA\x5B\x3E\xF4\x66\xD3\xE5\x33\x39\x5C\xAB\x27\x19\x1B\x9A\x07\xB4\xB3\x00\x00\x00\x00\xAB\x7E\x8D\xD7\xAE\xAE\xDE\x5F\x6B\x9D\xCF\x8D\x98\x7A\xB6\xF4\xDC\x9B\x35\xCA\x6A\xE4\xE5\x95\x87\x95\x2C\x9E\x56\x34\x93\xC5\x62\xC5\x9C\xE3\x6A\x06\x4A\x9F\xD8\x45\xFF\x9E\x58\x2F\x70\xDD\x00\x0E\x7E\x4E\x60\x49\x30\x46\x9F\x27\x9F\x72\xFF\x96\xE7\xBB\x5E\x5C\x92\xA4\x59\x75\x63\xBD\x9C\xF2\x70\x3F\x57\x05\xFF\x98\x07\xF3\xA4\x22\x6E\xCB\x14\xCA\x9C\x26\xF7\x0B\xEA\x19\xC4\x75\xDE\x0D\x90\x66\x95\xE2\x1E\x0C\x69\xFD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test69(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x7009906D), ('P4rIngress.bitmap_seq.seq', 0xC3859D06)], 13230)
        self.setRegisterValue('P4rIngress.rounds', 0xC3859D06, 13230)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1B), ('P4rIngress.count_exp.exponent', 0x5F)], 13230)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13230)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xE945E783), ('P4rIngress.values_v00000.hi', 0x15F05D50)], 13230)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x674BB1EF), ('P4rIngress.values_v00001.hi', 0x749CA133)], 13230)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xD0192D97), ('P4rIngress.values_v00010.hi', 0x937472D3)], 13230)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x76414ABE), ('P4rIngress.values_v00011.hi', 0xD1CDED83)], 13230)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6CCCA95C), ('P4rIngress.values_v00100.hi', 0x8114F727)], 13230)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xD3DA626C), ('P4rIngress.values_v00101.hi', 0x1A553EB7)], 13230)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x4F8C6E95), ('P4rIngress.values_v00110.hi', 0x81BE8B1A)], 13230)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x2620D3F7), ('P4rIngress.values_v00111.hi', 0x1FB7887C)], 13230)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6E2D1F73), ('P4rIngress.values_v01000.hi', 0x4EC29976)], 13230)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x0EBBF4DC), ('P4rIngress.values_v01001.hi', 0x54BE2C8F)], 13230)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x48C1D4DC), ('P4rIngress.values_v01010.hi', 0x29188A5D)], 13230)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x44B7305E), ('P4rIngress.values_v01011.hi', 0x8E17DB40)], 13230)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x262494F7), ('P4rIngress.values_v01100.hi', 0x402DC625)], 13230)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x3087CFBC), ('P4rIngress.values_v01101.hi', 0xB0126B85)], 13230)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x314A566D), ('P4rIngress.values_v01110.hi', 0x37B33A21)], 13230)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5173AF99), ('P4rIngress.values_v01111.hi', 0x2698F5BF)], 13230)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x7F5B0D49), ('P4rIngress.values_v10000.hi', 0x9DB68322)], 13230)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x3E49D7D1), ('P4rIngress.values_v10001.hi', 0x57FA75C9)], 13230)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xAA84BABE), ('P4rIngress.values_v10010.hi', 0x96CA0522)], 13230)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x22954D49), ('P4rIngress.values_v10011.hi', 0x66F1FA33)], 13230)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x3D81C6AF), ('P4rIngress.values_v10100.hi', 0x2F296BF3)], 13230)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xAD6C673F), ('P4rIngress.values_v10101.hi', 0x5FB78BE5)], 13230)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x6B9A7C22), ('P4rIngress.values_v10110.hi', 0x3D6B6ABD)], 13230)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x291B08B5), ('P4rIngress.values_v10111.hi', 0x544BC402)], 13230)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6D9E7FBD), ('P4rIngress.values_v11000.hi', 0x61956D8E)], 13230)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x40E325A6), ('P4rIngress.values_v11001.hi', 0xD3AD6B06)], 13230)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x911C4A8F), ('P4rIngress.values_v11010.hi', 0x6A5906B5)], 13230)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x228E8FE1), ('P4rIngress.values_v11011.hi', 0x5F24CCBA)], 13230)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x7A52D3D8), ('P4rIngress.values_v11100.hi', 0x61852F30)], 13230)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x80000000), ('P4rIngress.values_v11101.hi', 0xA5A3D38E)], 13230)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xB3672802), ('P4rIngress.values_v11110.hi', 0x00000000)], 13230)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x9E959356), ('P4rIngress.values_v11111.hi', 0xB4B4D56B)], 13230)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xBA4A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000833),
                gc.DataTuple('slot_count', 0x00000D87),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6E5FF662),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x034),
                gc.KeyTuple('src_addr', 0x83E460F8),
                gc.KeyTuple('src_port', 0xBEDE),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xBA4A),
                gc.DataTuple('rank', 0x0016),
                gc.DataTuple('worker_index', 0x02FA),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x83\xE4\x60\xF8\x00\x00\x00\x00\xBE\xDE\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xBA\x4A\x00\x16\x6E\x5F\xF6\x62\x0B\x7B\x05\x21\xC3\x85\x9D\x06\x00\x40\x00\x00\x85\x53\xCC\x8B\x6C\xE7\xC9\x42\x6E\x69\x2B\x87\x24\x9A\x8C\xF5\xA1\x7F\xAD\x11\xD7\x17\xAA\x55\x0E\x26\xCF\x6D\x7D\x5D\xBC\xB9\x62\x76\x73\x50\xD7\x27\x65\x7B\xA9\x73\x9E\x6B\x9F\xBE\x9C\xA2\x57\x07\x4D\xFF\xD2\x9B\x05\x12\x72\xAC\x16\xBE\x68\x40\x84\x16\x69\x88\x76\x5A\x4D\xE0\x7C\xDE\x92\x8B\x7F\x8A\x45\xBD\x29\xFD\x39\x40\x78\x8F\xF7\x9B\x98\xCD\x3E\xAC\x0D\x06\x43\xB8\x8B\x53\x6E\x27\xE8\x6E\x78\x65\xF5\xCB\x6C\xAE\x6D\x65\xA3\x1A\xA9\xD3\x7C\x63\x1F\xCD\x7B\x31\x26\xB9\x62\x4B\x2F\xCD\x5B\x78\xC7\x69\x22\x59\x78\xEB\x98\x81\x76\x27\x71\x6F\xE7\xA5\x33\x92\xA7\x37\xEA\xC6\xFA\xBE\xDB\x4A\x64\x77\x8A\x23\x0D\xEA\x22\xC1\xCE\xE1\x59\x80\xC6\x73\x1A\xD1\x7B\x19\xAD\xD2\xDF\xB2\x64\x9E\x0E\x85\x45\x96\x9B\xB4\x45\xC1\x1D\x30\x5E\x59\x9E\xD3\x5A\x33\x8E\xD1\x6C\x8E\x8A\x99\x54\xDE\x6C\xDA\x46\x48\x79\x03\x80\x0A\x47\xE3\xC1\xFA\x7F\x43\x46\x55\xBE\xF5\x6F\x8A\xA9\x0E\x80\x00\x00\x00\x4D\x32\x70\x4B\x68\x9B\x28\xB8\x00\x00\x00\x00\x80\x32\xC5\x3A\xD5\xAC\xAB\x4C\x00\x00\x00\x00\xB3\x65\xF0\x52\x64\xF6\x94\x0B\xA2\x04\xF7\x80\x6C\xE7\x3D\xD7\x51\x62\x17\x9E\x9A\x1D\x2F\x98\x54\xAD\xE2\xA1\x6C\xFC\x46\x6D\x38\x08\x50\x16\x13\x47\x92\xDF\xC0\x52\x52\x18\x5B\xEF\x3E\xB5\x7B\x55\x3E\x4B\xD9\x04\x3E\x8C\x94\x85\x04\xBA\x8F\x05\x6A\xD1\xE8\xAD\x86\x31\x0D\x70\x0C\x26\xD2\x5F\x89\xA3\x26\xB6\xDF\x94\x92\xA5\xC5\x45\x1D\x2C\xDC\x35\x8A\x2C\x43\x62\x31\x8D\x14\x67\xA3\x0B\xCA\xEF\x70\xB8\xC2\x61\x8D\x33\xF0\x7A\x92\xEA\x29\x71'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x83\xE4\x60\xF8\xBE\xEF\xBE\xDE\x01\x20\x00\x00\x50\x34\x02\x82\xBA\x4A\x00\x16\x6E\x5F\xF6\x62\x0B\x7B\x01\x21\xC3\x85\x9D\x06\x00\x40\x00\x1C\x80\x00\x00\x00\x6C\xE7\xC9\x42\x7F\xFF\xFF\xFF\x24\x9A\x8C\xF5\x80\x00\x00\x00\xD7\x17\xAA\x55\x7F\xFF\xFF\xFF\x7D\x5D\xBC\xB9\x7F\xFF\xFF\xFF\xD7\x27\x65\x7B\x80\x00\x00\x00\x9F\xBE\x9C\xA2\x7F\xFF\xFF\xFF\xD2\x9B\x05\x12\x7F\xFF\xFF\xFF\x68\x40\x84\x16\x7F\xFF\xFF\xFF\x4D\xE0\x7C\xDE\xA1\x47\x74\x66\x45\xBD\x29\xFD\x7F\xFF\xFF\xFF\xF7\x9B\x98\xCD\x7F\xFF\xFF\xFF\x43\xB8\x8B\x53\x7F\xFF\xFF\xFF\x78\x65\xF5\xCB\x7F\xFF\xFF\xFF\xA3\x1A\xA9\xD3\x7F\xFF\xFF\xFF\x7B\x31\x26\xB9\x7F\xFF\xFF\xFF\x5B\x78\xC7\x69\x7F\xFF\xFF\xFF\x98\x81\x76\x27\x7F\xFF\xFF\xFF\x33\x92\xA7\x37\x95\x4B\xB5\x7C\xDB\x4A\x64\x77\xAC\xB8\x5B\x33\x22\xC1\xCE\xE1\x7F\xFF\xFF\xFF\x1A\xD1\x7B\x19\x80\x00\x00\x00\x64\x9E\x0E\x85\x7F\xFF\xFF\xFF\x45\xC1\x1D\x30\x7F\xFF\xFF\xFF\x5A\x33\x8E\xD1\x7F\xFF\xFF\xFF\x54\xDE\x6C\xDA\x7F\xFF\xFF\xFF\x80\x0A\x47\xE3\x80\x00\x00\x00\x46\x55\xBE\xF5\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x68\x9B\x28\xB8\x80\x00\x00\x00\x80\x32\xC5\x3A\x89\x13\xD3\x4E\x00\x00\x00\x00\x80\x00\x00\x00\x64\xF6\x94\x0B\xA2\x04\xF7\x80\x6C\xE7\x3D\xD7\x51\x62\x17\x9E\x9A\x1D\x2F\x98\x54\xAD\xE2\xA1\x6C\xFC\x46\x6D\x38\x08\x50\x16\x13\x47\x92\xDF\xC0\x52\x52\x18\x5B\xEF\x3E\xB5\x7B\x55\x3E\x4B\xD9\x04\x3E\x8C\x94\x85\x04\xBA\x8F\x05\x6A\xD1\xE8\xAD\x86\x31\x0D\x70\x0C\x26\xD2\x5F\x89\xA3\x26\xB6\xDF\x94\x92\xA5\xC5\x45\x1D\x2C\xDC\x35\x8A\x2C\x43\x62\x31\x8D\x14\x67\xA3\x0B\xCA\xEF\x70\xB8\xC2\x61\x8D\x33\xF0\x7A\x92\xEA\x29\x71'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test70(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC4AD0B85), ('P4rIngress.bitmap_seq.seq', 0x9ADB4B89)], 10901)
        self.setRegisterValue('P4rIngress.rounds', 0x9ADB4B89, 10901)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x02), ('P4rIngress.count_exp.exponent', 0xDB)], 10901)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10901)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xE4CF7279), ('P4rIngress.values_v00000.hi', 0x4E6493EF)], 10901)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7C3DC141), ('P4rIngress.values_v00001.hi', 0x6C355AC5)], 10901)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x9F386E54), ('P4rIngress.values_v00010.hi', 0xAA86ED90)], 10901)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x6D4799A9), ('P4rIngress.values_v00011.hi', 0x62E3FEB6)], 10901)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x439270A9), ('P4rIngress.values_v00100.hi', 0x928B50DD)], 10901)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xB4DF652A), ('P4rIngress.values_v00101.hi', 0x78FB67DD)], 10901)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x5D6311FF), ('P4rIngress.values_v00110.hi', 0x1696EAD5)], 10901)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x448054B7), ('P4rIngress.values_v00111.hi', 0x3E9ABA16)], 10901)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0xBF097D65), ('P4rIngress.values_v01000.hi', 0xCAFEC97D)], 10901)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x75DC7A24), ('P4rIngress.values_v01001.hi', 0x5C4DDADE)], 10901)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xA31E00C3), ('P4rIngress.values_v01010.hi', 0x474FBD6E)], 10901)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x649CC32D), ('P4rIngress.values_v01011.hi', 0x1D536141)], 10901)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x1CEC67FC), ('P4rIngress.values_v01100.hi', 0xCBAF3D62)], 10901)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x8F155AD3), ('P4rIngress.values_v01101.hi', 0x7E395517)], 10901)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xCD64B189), ('P4rIngress.values_v01110.hi', 0x48AA07B9)], 10901)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x63AE59D9), ('P4rIngress.values_v01111.hi', 0xD603D0BD)], 10901)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x42FC2977), ('P4rIngress.values_v10000.hi', 0x98C68392)], 10901)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xAEE1DA6C), ('P4rIngress.values_v10001.hi', 0x53B9C767)], 10901)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x665C6A4A), ('P4rIngress.values_v10010.hi', 0x5A0E3C92)], 10901)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x2D124AF8), ('P4rIngress.values_v10011.hi', 0x2F9EAED5)], 10901)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x403CE96D), ('P4rIngress.values_v10100.hi', 0x67F1796A)], 10901)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x3C765218), ('P4rIngress.values_v10101.hi', 0x12AA37D5)], 10901)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xCC709DD0), ('P4rIngress.values_v10110.hi', 0x9FE7486D)], 10901)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xB2344FEF), ('P4rIngress.values_v10111.hi', 0xBB422BCF)], 10901)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xB6114363), ('P4rIngress.values_v11000.hi', 0x8DD2B27B)], 10901)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x6EB77C3C), ('P4rIngress.values_v11001.hi', 0xABECEF76)], 10901)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x1FC7F8A9), ('P4rIngress.values_v11010.hi', 0xAE3949D9)], 10901)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xAA1278AA), ('P4rIngress.values_v11011.hi', 0x7B3AF602)], 10901)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x45322725), ('P4rIngress.values_v11100.hi', 0xDBCDC937)], 10901)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x4C736AA5), ('P4rIngress.values_v11101.hi', 0x6A7B412C)], 10901)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xF36979B4), ('P4rIngress.values_v11110.hi', 0x47DDE933)], 10901)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xD521924C), ('P4rIngress.values_v11111.hi', 0x2E359FEC)], 10901)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8503),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000072E),
                gc.DataTuple('slot_count', 0x0000135D),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x88A1C656),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x012),
                gc.KeyTuple('src_addr', 0x17B36C7F),
                gc.KeyTuple('src_port', 0x29CC),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8503),
                gc.DataTuple('rank', 0x0016),
                gc.DataTuple('worker_index', 0x02FA),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x17\xB3\x6C\x7F\x00\x00\x00\x00\x29\xCC\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x85\x03\x00\x16\x88\xA1\xC6\x56\x03\x67\x01\xB6\x9A\xDB\x4B\x89\x00\x40\x00\x00\x81\x58\x2F\x23\x49\xE5\x34\x47\x42\x8B\xC7\xDD\x46\xD3\x43\xF2\xDC\x55\xD3\xD5\xC9\x73\xED\xD8\x2B\xF5\xCD\x17\xCD\x31\xA6\x85\x45\x37\x2D\xD3\xB6\xA4\x1B\x8F\xAF\x17\xA5\xDE\x90\xE9\x1A\xDD\x7C\xA9\x93\x87\x52\x06\xEA\x84\x54\x96\x77\xAA\x63\x2A\x93\x76\xA9\x09\x6D\x35\x8B\xFA\x53\x42\x23\x73\x55\x77\x3A\x0B\x3D\x4E\xD7\x4B\xED\xC5\x5A\x55\xA6\x26\x72\xA3\x8B\x78\xF5\x5F\x80\xE3\x72\xB7\x95\xED\xA0\xB9\xB7\x20\x91\xFA\x8B\xEB\x4D\x0B\x94\x73\x63\x6C\x5A\x7F\x42\xCE\x36\x21\x30\x2C\xD7\xB3\x92\xEE\x26\x8D\x6F\x6E\xE3\xBB\x89\xA7\xB4\xEB\xA9\x43\xDA\x44\x5C\x1D\x6D\x6C\x57\xCF\x00\x5B\x38\x5F\x74\x98\x5E\x4B\x5E\x7B\xDF\xAA\x6A\xB6\x65\x5E\xFC\x9E\x3C\x67\x0C\xB7\x2D\xF7\x9D\x20\x7B\xB6\x11\xA2\x84\xA7\xB6\xD6\xA4\x37\xDE\x6D\xB0\x36\x65\xA5\x2A\x48\x77\xD8\x93\x59\xAF\x70\xBD\xF6\xB7\x70\x2A\x29\x0A\x98\xA5\x27\xEA\xFC\xB0\xAA\xCD\x2F\x33\x1F\x7C\x73\xAA\xE0\xF2\xAA\x53\xF2\xF6\xD8\x7F\xA0\xDB\xB9\x92\xEE\xDB\x13\x5A\x75\x5A\x8C\x1B\x7B\x59\x4A\x73\xB5\x5C\x8B\x48\x55\x8F\x8F\x43\xB7\xBB\xE1\x65\xE1\xD4\xDF\x8B\xBB\x64\x67\x76\xAB\xAD\x79\x2F\x5D\xAA\xD7\x0B\xA5\xC5\x60\xC9\xCE\xB4\x7A\xA4\xB9\xF5\xA6\x82\xEF\x30\x1E\xFB\x0F\x17\x8E\x38\x87\x91\xDD\x9E\x90\x7C\x20\x04\x2C\x06\x51\x5A\x49\x31\x51\x6D\x72\x87\x67\xEF\x77\xB1\x40\x59\x9A\x08\x51\x73\x4C\x14\x97\x5E\x72\x0A\xE8\xD9\x70\x62\x7B\xC4\x8B\x92\x6C\x6D\xC5\xE1\xC4\xE4\x2B\xBE\xC9\x38\x1A\x76\xAD\xA7\x37\x56\x7A\x44\xD8\xFE\x4D\x85\x64\x18\x36\xCC\xD5\xF4\x43\x3F\x78\x38\x8A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test71(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xF622F6D9), ('P4rIngress.bitmap_seq.seq', 0x3F88D9E5)], 11623)
        self.setRegisterValue('P4rIngress.rounds', 0x3F88D9E5, 11623)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xE3), ('P4rIngress.count_exp.exponent', 0xDE)], 11623)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11623)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xB3F3E64B), ('P4rIngress.values_v00000.hi', 0x162318DE)], 11623)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6544BCAE), ('P4rIngress.values_v00001.hi', 0x77FAAB64)], 11623)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xB4D3A95E), ('P4rIngress.values_v00010.hi', 0xA8C354E1)], 11623)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x18545B65), ('P4rIngress.values_v00011.hi', 0x5F7C5EDF)], 11623)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0xDB730A33), ('P4rIngress.values_v00100.hi', 0x72C15087)], 11623)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x6E060EFF), ('P4rIngress.values_v00101.hi', 0x5E3CF6A2)], 11623)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x3298B5D3), ('P4rIngress.values_v00110.hi', 0x5D5FB33B)], 11623)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xD328F99D), ('P4rIngress.values_v00111.hi', 0x64895CA8)], 11623)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0xA3AA6BAD), ('P4rIngress.values_v01000.hi', 0x74E06F2E)], 11623)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x692ECE1D), ('P4rIngress.values_v01001.hi', 0xAB7A66BD)], 11623)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xD85A36E9), ('P4rIngress.values_v01010.hi', 0xA954DDA7)], 11623)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x5ED3CC8E), ('P4rIngress.values_v01011.hi', 0xB6A48B67)], 11623)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x143C2171), ('P4rIngress.values_v01100.hi', 0x4D9499EF)], 11623)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x640BD499), ('P4rIngress.values_v01101.hi', 0xD6F6D68C)], 11623)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x38A8EABB), ('P4rIngress.values_v01110.hi', 0xACF7C694)], 11623)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x3EFB1DBF), ('P4rIngress.values_v01111.hi', 0x687BFCA2)], 11623)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x58F3C8F5), ('P4rIngress.values_v10000.hi', 0xDDDBED7B)], 11623)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x99E1ED17), ('P4rIngress.values_v10001.hi', 0x4CECABD8)], 11623)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x2A5479E7), ('P4rIngress.values_v10010.hi', 0x8B3282C4)], 11623)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x955D1956), ('P4rIngress.values_v10011.hi', 0x7BD39B6D)], 11623)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x7EB877BB), ('P4rIngress.values_v10100.hi', 0x85CBE76B)], 11623)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x8B4DC594), ('P4rIngress.values_v10101.hi', 0xABD8E211)], 11623)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xDAF5676B), ('P4rIngress.values_v10110.hi', 0x69750836)], 11623)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x78EC1B8B), ('P4rIngress.values_v10111.hi', 0x65ABAA12)], 11623)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x650B88B9), ('P4rIngress.values_v11000.hi', 0xB139EB73)], 11623)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x8F6CC256), ('P4rIngress.values_v11001.hi', 0x9EEA926D)], 11623)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x79B70CCA), ('P4rIngress.values_v11010.hi', 0x9E330D47)], 11623)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5F59D7E9), ('P4rIngress.values_v11011.hi', 0x3DC66871)], 11623)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x24F4AD4E), ('P4rIngress.values_v11100.hi', 0xDBA1AEE6)], 11623)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xCC98E279), ('P4rIngress.values_v11101.hi', 0x2F6D4C9B)], 11623)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x09DBA8EC), ('P4rIngress.values_v11110.hi', 0x5D12C3D6)], 11623)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x8F4DCEF0), ('P4rIngress.values_v11111.hi', 0x5863FF7F)], 11623)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xAE9E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000091C),
                gc.DataTuple('slot_count', 0x00000BC3),
                gc.DataTuple('num_workers', 0x0016),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3EC79144),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x035),
                gc.KeyTuple('src_addr', 0x1E00F479),
                gc.KeyTuple('src_port', 0x2112),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xAE9E),
                gc.DataTuple('rank', 0x0016),
                gc.DataTuple('worker_index', 0x034D),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1E\x00\xF4\x79\x00\x00\x00\x00\x21\x12\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xAE\x9E\x00\x16\x3E\xC7\x91\x44\x04\x4B\x05\xBD\x3F\x88\xD9\xE5\x00\x40\x00\x00\xA5\xC5\xFD\x9A\x7D\x6F\x3E\xDB\x46\x4D\x3A\x7C\x52\xC9\xBA\xE6\x90\xD3\x2D\xF8\xBB\xE2\xDA\x0F\x6D\xC6\xDA\x54\x76\x58\x21\xB4\x07\xED\xCA\xFC\x13\xC5\x79\xD4\x7E\xAC\x29\x73\x32\xB9\xE2\x87\x64\x4A\x68\x96\xDA\x7D\x6B\x2B\x6F\xEB\x65\x69\x25\xE8\x89\xED\xFA\x92\x47\x26\x2A\xF5\x01\x08\x44\x6C\x5C\xD9\x9A\x13\x76\xA6\xD3\x21\x60\x87\x9B\x96\x56\x23\x32\x1C\xD8\x02\xA7\xCE\x87\x91\x7A\x67\xD0\xCF\x7E\xD4\x35\x8E\x59\xF9\x54\xF7\x4A\xC0\x69\xD7\x6A\x28\x9C\xAF\x84\x6E\xAB\xB6\xDB\x12\x45\x3B\x52\x2D\xB7\x3A\x9C\x9A\x80\x6D\x81\xE1\x65\x34\x85\x8E\x65\xF3\xD2\xB5\x45\x12\xEB\x55\x6A\xF7\xA9\x9F\x0A\x57\x33\xCD\x23\xCB\x13\x8B\x68\x65\xA1\x2C\x26\x3F\xE4\x9B\xA6\xA5\x96\x4F\x45\xEF\x80\xA0\x93\x5B\x69\x6F\x4A\x19\x1C\x4C\x45\x67\x0A\xE8\xF3\x6D\x66\xC5\x6A\x74\x47\xA2\x7B\x63\xB0\xC9\x52\x37\x8E\x2B\x9F\x63\xE4\xBE\x77\x29\x53\xD4\x5A\x6B\x2F\x51\xFD\xCC\x46\xBE\x59\x1B\x21\xFE\x19\x43\xD7\x9C\x81\x59\x1A\x27\xAA\x0D\x94\x57\xFD\x86\x73\xB5\x99\xEB\x7A\x28\x2B\xA2\x5E\xA2\x55\x1D\x4F\x4C\x96\x34\x43\x3A\x75\x8B\x28\x1E\x58\x02\x7F\x57\xD3\x43\xC7\x10\x82\x88\xB3\x39\xDC\x54\x19\x58\x2F\x3B\x1A\x83\xE2\xFA\xA9\xB0\xF6\x4A\xC1\xF3\x12\xBB\x8E\x64\x88\x6D\x9C\xF3\x86\x41\x50\x75\x4B\xCF\x2B\xB3\x9D\x46\x05\x83\x40\x6C\xC3\x30\x4A\x38\x15\x24\x9B\xCA\xF1\xD1\x97\x75\x8D\x75\xE0\x19\x79\xE5\xA9\x19\x59\xFF\x93\xB4\xD1\xFD\x61\x51\x90\x92\xF2\x5C\xC8\xA6\xBD\xA4\x01\x7B\x07\xEF\x7B\x67\x73\x7A\xA2\x75\xD4\x27\xD6\x00\x40\x8A\x26\xE2\x2F\x22\xFB\xCE\xAD\x41\xFC\xF6\x72\x8F\xE4\xAC\x1F\xA7\x10\xA3\xCB\xE6\xB1\xD6\xEF\x30\x24\xF3\xBC\x99\x16\xC2\x85\x4B\xB6\xFD\x8F\xD1\x39\x6B\xD4\x06\x12\xFA\x72\xA9\x80\xCC\x10\x58\x1B\x06\xDD\x38\x8C\x30\x69\xF0\xFD\x33\x15\x86\xAE\xE6\x06\xB5\x0C\x11\x41\x15\x5F\x30'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test72(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x030855A7), ('P4rIngress.bitmap_seq.seq', 0x55903753)], 13808)
        self.setRegisterValue('P4rIngress.rounds', 0x55903753, 13808)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xE2), ('P4rIngress.count_exp.exponent', 0xA4)], 13808)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13808)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xB4793B15), ('P4rIngress.values_v00000.hi', 0x70799FB3)], 13808)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6B695AD5), ('P4rIngress.values_v00001.hi', 0x2BCA395B)], 13808)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xB29CA6B6), ('P4rIngress.values_v00010.hi', 0xB0A6CE46)], 13808)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x3D6C15AC), ('P4rIngress.values_v00011.hi', 0xE2C8CFFF)], 13808)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x2F77413B), ('P4rIngress.values_v00100.hi', 0xADC0F68B)], 13808)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xA39D4A2E), ('P4rIngress.values_v00101.hi', 0xBAF7B5EA)], 13808)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x782DF322), ('P4rIngress.values_v00110.hi', 0xAC87D945)], 13808)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7F4D9DD0), ('P4rIngress.values_v00111.hi', 0x59E606E0)], 13808)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x84DC9A4D), ('P4rIngress.values_v01000.hi', 0x94FA7375)], 13808)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x4EAD21BF), ('P4rIngress.values_v01001.hi', 0x59570048)], 13808)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xB3B932BF), ('P4rIngress.values_v01010.hi', 0x23D7FD27)], 13808)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x61DCE386), ('P4rIngress.values_v01011.hi', 0xECF632C1)], 13808)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x513A122A), ('P4rIngress.values_v01100.hi', 0xB6DCD467)], 13808)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xAC618B37), ('P4rIngress.values_v01101.hi', 0x76DFCBD7)], 13808)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x3931BD6B), ('P4rIngress.values_v01110.hi', 0x2DCAA3DB)], 13808)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x57E55619), ('P4rIngress.values_v01111.hi', 0x9983AAB0)], 13808)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x73A88A77), ('P4rIngress.values_v10000.hi', 0x8CFF66AC)], 13808)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x9CEE9B28), ('P4rIngress.values_v10001.hi', 0x55872B93)], 13808)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x72005007), ('P4rIngress.values_v10010.hi', 0x7EF97577)], 13808)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x552FDAB8), ('P4rIngress.values_v10011.hi', 0x3D74E357)], 13808)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x727A5D3C), ('P4rIngress.values_v10100.hi', 0x318CF528)], 13808)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x4A00BF07), ('P4rIngress.values_v10101.hi', 0x59A0FB72)], 13808)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xE4839AD3), ('P4rIngress.values_v10110.hi', 0x9E9E972F)], 13808)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x9112D201), ('P4rIngress.values_v10111.hi', 0x00000000)], 13808)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x93EBDDFE), ('P4rIngress.values_v11000.hi', 0x866DB6E5)], 13808)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x54C8F243), ('P4rIngress.values_v11001.hi', 0x782AE0BE)], 13808)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x51BEC8AF), ('P4rIngress.values_v11010.hi', 0xEA9EF6C5)], 13808)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x7801910D), ('P4rIngress.values_v11011.hi', 0xC661BD8A)], 13808)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x6281147C), ('P4rIngress.values_v11100.hi', 0xD2A84468)], 13808)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x0F9AFBD7), ('P4rIngress.values_v11101.hi', 0x8AEADC5F)], 13808)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x94AECFB5), ('P4rIngress.values_v11110.hi', 0x5949B36A)], 13808)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x6B767487), ('P4rIngress.values_v11111.hi', 0xB0BACD4D)], 13808)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xFBB6),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000015ED),
                gc.DataTuple('slot_count', 0x000004E9),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6B0BAEDA),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00D),
                gc.KeyTuple('src_addr', 0x24CAEFBD),
                gc.KeyTuple('src_port', 0x30C2),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xFBB6),
                gc.DataTuple('rank', 0x0016),
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
        ig_port = 13
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x24\xCA\xEF\xBD\x00\x00\x00\x00\x30\xC2\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xFB\xB6\x00\x16\x6B\x0B\xAE\xDA\x00\x03\x01\x2A\x55\x90\x37\x53\x00\x40\x00\x00\xA6\xA9\x4D\x86\x49\xD9\x1E\x06\x1B\xBC\xD5\x22\x7B\x26\x34\x3F\x94\xD0\xB9\x32\x98\x93\xCD\x17\x7B\xD0\x91\x90\x46\x6B\x79\x39\x52\x67\x00\x39\x9F\x1D\x21\xC6\xDA\x17\x6B\x85\x63\x20\x8B\xEE\x7E\x84\x77\x0F\xD8\x97\xDC\x5F\x3B\x43\x98\xF9\x5D\xC6\xBA\xFB\xAD\xA0\xEC\xF9\xE1\x1C\x63\xBF\x35\x70\xD3\x04\x6A\xF6\x9A\x59\x81\xDB\x31\x9E\x61\xE4\x59\xF7\x3F\x86\xD2\x75\xF9\xD9\xEB\x57\x48\xA1\xF8\xAA\xC3\x69\xF5\xC6\x81\x0C\x9B\x14\x32\xEA\xDE\xCA\x14\x6A\xD2\x53\x5E\x4B\x0F\x06\x41\xCE\x67\x96\xB7\x1F\xAA\xC6\x67\x29\x8E\x60\xBB\x99\xD0\xD4\xDF\xE3\xA3\xA3\x63\x67\x2A\xB7\x6E\x3C\x5B\x5D\x67\xBD\x65\xFB\x74\xF8\x29\x18\x3F\x56\xDA\x35\x23\x31\x2D\x8F\x57\x49\xC3\x3D\xDF\x13\x04\x69\x7D\x34\x78\x2D\x96\x31\x49\x55\xC5\xDE\x91\xA9\x99\xDB\x1D\xB7\x00\x00\x00\x00\xE7\x73\xC6\xEA\xA6\xD1\xF7\x00\x60\xAD\xBA\xEF\x38\xB9\xB2\xDC\x55\xB2\x39\x8E\x1C\x1C\xE4\x69\x44\x02\xF0\x8A\x8F\xFB\x6D\x85\x75\xFF\x8C\xA0\xA7\x33\x07\x66\x36\x1C\xEC\x83\xDE\x40\xE8\x46\x95\xBF\xD8\x63\x5E\xE6\x91\x50\x1A\x51\xD5\xAA\xA5\x84\x8E\x4E\xAD\xE0\xE6\x60\x08\xF0\x16\x1E\x88\x15\xDA\xB0\x51\xE1\xCC\x1E\x6A\x85\x94\x9F\xFB\x2D\xF0\xE3\xFB\x9E\x13\x3A\xF8\x52\x7E\x23\xBD\xF1\x5E\x3D\x7F\x79\x68\xCE\xAE\xE4\x48\xDD\xE8\x7C\xA9\x11\xF5\x4B\xDB\x7E\x45\x69\xF6\xA8\x20\xD3\xBE\x2E\x5B\xC4\x9E\xE0\xDF\x82\x66\x64\x1D\x04\xAF\x74\x99\x4A\x3B\x0C\x35\xAA\x96\x35\x45\xBC\x0F\xFB'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test73(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB71DB8F4), ('P4rIngress.bitmap_seq.seq', 0x064CF9B2)], 13005)
        self.setRegisterValue('P4rIngress.rounds', 0x064CF9B2, 13005)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x11), ('P4rIngress.count_exp.exponent', 0x3E)], 13005)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13005)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x656EBBC1), ('P4rIngress.values_v00000.hi', 0x65E75CEB)], 13005)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xA4994143), ('P4rIngress.values_v00001.hi', 0xA664D30E)], 13005)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xB7727AFB), ('P4rIngress.values_v00010.hi', 0x97C72EB7)], 13005)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x3F785BFB), ('P4rIngress.values_v00011.hi', 0x8AAF6258)], 13005)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0xD27778FF), ('P4rIngress.values_v00100.hi', 0xBF1BADD1)], 13005)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xFFADD293), ('P4rIngress.values_v00101.hi', 0x75008FB7)], 13005)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7DF524FB), ('P4rIngress.values_v00110.hi', 0x4128FE9D)], 13005)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xDCD975FD), ('P4rIngress.values_v00111.hi', 0x29EFA83C)], 13005)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5E4763BE), ('P4rIngress.values_v01000.hi', 0x556C3946)], 13005)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x142B8C9A), ('P4rIngress.values_v01001.hi', 0x1792CF74)], 13005)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x77F9975B), ('P4rIngress.values_v01010.hi', 0x9AF3AD7B)], 13005)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7C677ABF), ('P4rIngress.values_v01011.hi', 0x58AF684B)], 13005)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4935EEB2), ('P4rIngress.values_v01100.hi', 0x4AF2D2BE)], 13005)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6CF55546), ('P4rIngress.values_v01101.hi', 0x60860F2D)], 13005)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xD83996E7), ('P4rIngress.values_v01110.hi', 0xDCFC2148)], 13005)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xF26CE8A5), ('P4rIngress.values_v01111.hi', 0xB888D729)], 13005)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x72AEFA55), ('P4rIngress.values_v10000.hi', 0xDA26F5FF)], 13005)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x5D472B81), ('P4rIngress.values_v10001.hi', 0x6918CCDF)], 13005)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x5310D895), ('P4rIngress.values_v10010.hi', 0x47CE12A5)], 13005)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x5E6DD9A7), ('P4rIngress.values_v10011.hi', 0xBBA2B5CA)], 13005)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x53E32EAB), ('P4rIngress.values_v10100.hi', 0x734C1709)], 13005)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x6B129004), ('P4rIngress.values_v10101.hi', 0x4AA2FDD3)], 13005)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xE0AAA5D9), ('P4rIngress.values_v10110.hi', 0x93594B9D)], 13005)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x72D7ACD2), ('P4rIngress.values_v10111.hi', 0x694D92B9)], 13005)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x790B0DBD), ('P4rIngress.values_v11000.hi', 0x8697EA70)], 13005)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x9CBCED98), ('P4rIngress.values_v11001.hi', 0xEDEE48F5)], 13005)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xF5794B91), ('P4rIngress.values_v11010.hi', 0x8F999DAB)], 13005)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5CEBE8E2), ('P4rIngress.values_v11011.hi', 0x8D9FEFAB)], 13005)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x72715EAF), ('P4rIngress.values_v11100.hi', 0x85685328)], 13005)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xB6A21DF7)], 13005)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x0F56AC96), ('P4rIngress.values_v11110.hi', 0xED17E6FB)], 13005)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x9A19C1D3), ('P4rIngress.values_v11111.hi', 0x41B800B2)], 13005)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3245),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000FF3),
                gc.DataTuple('slot_count', 0x0000046E),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFEEE0A8D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x033),
                gc.KeyTuple('src_addr', 0x5D07BFA0),
                gc.KeyTuple('src_port', 0x7CCD),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3245),
                gc.DataTuple('rank', 0x0016),
                gc.DataTuple('worker_index', 0x03A1),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5D\x07\xBF\xA0\x00\x00\x00\x00\x7C\xCD\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x32\x45\x00\x16\xFE\xEE\x0A\x8D\x02\xDA\x03\xB0\x06\x4C\xF9\xB2\x00\x40\x00\x00\xEC\xCF\xA6\xA6\x30\x78\x6D\x96\xAB\x93\x5C\xF3\x8C\xFD\xC9\x01\x53\x6B\x52\xA5\xB8\x1D\x6E\x7D\x94\xF3\xDB\xA2\xAF\x28\x20\xDF\x2F\xC8\x79\x5B\xAB\x7F\x29\x95\x7B\xA0\x13\x83\x39\xBB\x62\x42\x4D\x11\xCE\xA3\xC5\xDA\xE7\xF4\x58\xC9\x45\xDA\x6B\x29\x9E\xD8\x5E\xBD\xAD\x78\x68\xBE\x67\x68\xB9\xBB\x25\xB3\xF4\x86\x99\x39\x20\x49\xB6\x4C\xC4\xEB\xA0\xAB\x1A\x6D\x7A\x8F\x7A\xB2\x26\xD3\x51\x4F\xE8\xE7\x43\x72\x45\xB2\x4D\x40\x63\x4C\x7C\x8E\x8D\x27\xA1\x1A\xE6\xC5\xFA\x9F\x74\xE8\x8B\x08\xEB\xB2\x2E\xAE\xBB\x2B\x17\x3E\xB5\xFD\x3A\x87\xB3\x0E\x68\x49\x09\x73\x4F\xB1\xC2\x8D\x5A\xBC\x37\x55\x79\x47\x3A\xE7\x4C\x63\xD9\xA1\x8C\x87\x39\x1A\x4F\xFA\xA0\x7B\x18\xD9\x16\xB8\x2E\x57\x79\xD6\x6F\x9B\x44\x4E\xD4\x72\xF3\x3A\xDA\x28\xF3\x9E\x1F\x48\xE2\x9A\x29\x17\xFE\xBB\x3A\x3E\x7A\xF1\xBF\xDA\xBD\x56\xDE\x9E\x6B\x31\x8D\x87\x68\x84\x41\xF4\x60\x97\x56\xDF\xFA\x19\x2C\x65\x14\x4A\xB9\x5C\x04\xBB\x12\x66\x66\xBD\xF0\xC9\xEC\xBE\x00\x00\x00\x00\xAC\xAE\xDD\x6E\xE1\x96\xAC\x8A\x4D\x32\xC4\xB7\xBC\xC0\x4A\xD6\x54\xF1\xC2\x15\xED\x91\x12\x5C\xAD\x25\xB5\x50\xEC\xF0\xA9\xC0\x08\x62\xC6\x83\xE3\x9E\x3B\x22\x39\x40\xCD\x3B\x57\x74\x33\xE7\x1A\xC9\x6B\x5E\x9F\x08\xD5\x34\xD9\xF7\xE6\x6F\x1E\xA3\xDA\x8D\x25\xC7\x12\x40\x92\x9E\x7D\x58\x0A\x2C\x1E\x31\xED\xE7\x9F\xB3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x5D\x07\xBF\xA0\xBE\xEF\x7C\xCD\x01\x20\x00\x00\x50\x34\x02\x82\x32\x45\x00\x16\xFE\xEE\x0A\x8D\x02\xDA\x01\xB0\x06\x4C\xF9\xB2\x00\x40\x00\x12\x52\x3E\x62\x67\x30\x78\x6D\x96\x80\x00\x00\x00\x8C\xFD\xC9\x01\x0A\xDD\xCD\xA0\xB8\x1D\x6E\x7D\xD4\x6C\x37\x9D\xAF\x28\x20\xDF\x02\x3F\xF2\x5A\xAB\x7F\x29\x95\x7B\x4D\xE6\x16\x39\xBB\x62\x42\x7F\xFF\xFF\xFF\xC5\xDA\xE7\xF4\x35\xA2\xBB\xD7\x6B\x29\x9E\xD8\x7F\xFF\xFF\xFF\x68\xBE\x67\x68\xCD\xE6\xB2\x4D\xF4\x86\x99\x39\x7F\xFF\xFF\xFF\xC4\xEB\xA0\xAB\x7F\xFF\xFF\xFF\x7A\xB2\x26\xD3\x7F\xFF\xFF\xFF\x43\x72\x45\xB2\x7F\xFF\xFF\xFF\x7C\x8E\x8D\x27\x80\x00\x00\x00\xFA\x9F\x74\xE8\x80\x00\x00\x00\x2E\xAE\xBB\x2B\x7F\xFF\xFF\xFF\x3A\x87\xB3\x0E\x7F\xFF\xFF\xFF\x4F\xB1\xC2\x8D\x7F\xFF\xFF\xFF\x79\x47\x3A\xE7\x7F\xFF\xFF\xFF\x8C\x87\x39\x1A\x7F\xFF\xFF\xFF\x18\xD9\x16\xB8\x7F\xFF\xFF\xFF\x6F\x9B\x44\x4E\xB5\x1D\x99\x13\xDA\x28\xF3\x9E\x7F\xFF\xFF\xFF\x29\x17\xFE\xBB\x7F\xFF\xFF\xFF\xBF\xDA\xBD\x56\x80\x00\x00\x00\x8D\x87\x68\x84\x37\x6D\xAC\x28\x56\xDF\xFA\x19\x7F\xFF\xFF\xFF\xB9\x5C\x04\xBB\x7F\xFF\xFF\xFF\xF0\xC9\xEC\xBE\x00\x00\x00\x00\xAC\xAE\xDD\x6E\xF0\xED\x59\x20\x4D\x32\xC4\xB7\x80\x00\x00\x00\x54\xF1\xC2\x15\xED\x91\x12\x5C\xAD\x25\xB5\x50\xEC\xF0\xA9\xC0\x08\x62\xC6\x83\xE3\x9E\x3B\x22\x39\x40\xCD\x3B\x57\x74\x33\xE7\x1A\xC9\x6B\x5E\x9F\x08\xD5\x34\xD9\xF7\xE6\x6F\x1E\xA3\xDA\x8D\x25\xC7\x12\x40\x92\x9E\x7D\x58\x0A\x2C\x1E\x31\xED\xE7\x9F\xB3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test74(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x6A33D2FA), ('P4rIngress.bitmap_seq.seq', 0x3F714B95)], 14834)
        self.setRegisterValue('P4rIngress.rounds', 0x3F714B95, 14834)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x9A), ('P4rIngress.count_exp.exponent', 0xAE)], 14834)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14834)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x572BAD6F), ('P4rIngress.values_v00000.hi', 0x238DF862)], 14834)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x77BBBACF), ('P4rIngress.values_v00001.hi', 0xBAE55D4E)], 14834)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x66DB42EC), ('P4rIngress.values_v00010.hi', 0x85A53683)], 14834)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xCDA877C7), ('P4rIngress.values_v00011.hi', 0x1243F56B)], 14834)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x23AD5154), ('P4rIngress.values_v00100.hi', 0x84B4B76D)], 14834)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x4A326C4B), ('P4rIngress.values_v00101.hi', 0x56599B2B)], 14834)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x39A7AB9F), ('P4rIngress.values_v00110.hi', 0x65E4F25A)], 14834)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x6424DD5B), ('P4rIngress.values_v00111.hi', 0x72FF74E5)], 14834)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7F1E7903), ('P4rIngress.values_v01000.hi', 0x813A489B)], 14834)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x2DBECB49), ('P4rIngress.values_v01001.hi', 0xC849A280)], 14834)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xFB30562F), ('P4rIngress.values_v01010.hi', 0x2D5BD830)], 14834)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x4817D433), ('P4rIngress.values_v01011.hi', 0x98E5D64F)], 14834)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x49DEE02D), ('P4rIngress.values_v01100.hi', 0xBD7C7B88)], 14834)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x916F3581), ('P4rIngress.values_v01101.hi', 0x6B38DAC7)], 14834)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x5412DF45), ('P4rIngress.values_v01110.hi', 0x7D63E352)], 14834)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x494CCAA9), ('P4rIngress.values_v01111.hi', 0xAA871EA7)], 14834)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x77F972E6), ('P4rIngress.values_v10000.hi', 0xE8E3DFBB)], 14834)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x7B5D7F25), ('P4rIngress.values_v10001.hi', 0xC573DF55)], 14834)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x26A0CFB6), ('P4rIngress.values_v10010.hi', 0x533D562D)], 14834)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x551F1EEE), ('P4rIngress.values_v10011.hi', 0x6DBCA4C6)], 14834)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xF2FA12AB), ('P4rIngress.values_v10100.hi', 0xAC509D93)], 14834)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xB4352DE9), ('P4rIngress.values_v10101.hi', 0x4E18C929)], 14834)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xB042BB6F), ('P4rIngress.values_v10110.hi', 0x8CE6882B)], 14834)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4A9BCCB4), ('P4rIngress.values_v10111.hi', 0x7968B20E)], 14834)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x691C1C21), ('P4rIngress.values_v11000.hi', 0x17719522)], 14834)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x26E37F6C), ('P4rIngress.values_v11001.hi', 0x57744A19)], 14834)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x53FE395F), ('P4rIngress.values_v11010.hi', 0x452A5AA1)], 14834)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xDF755653), ('P4rIngress.values_v11011.hi', 0x5529D945)], 14834)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x699FD5A4), ('P4rIngress.values_v11100.hi', 0x25F128DD)], 14834)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x2D691B2F), ('P4rIngress.values_v11101.hi', 0x4190EB6D)], 14834)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x68F04A29), ('P4rIngress.values_v11110.hi', 0xB87C7D05)], 14834)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x73D71A7B), ('P4rIngress.values_v11111.hi', 0xA74AEF9E)], 14834)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2294),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D34),
                gc.DataTuple('slot_count', 0x00000D4C),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8CF0E65F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x013),
                gc.KeyTuple('src_addr', 0x9CC6174C),
                gc.KeyTuple('src_port', 0x5C82),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2294),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x0063),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9C\xC6\x17\x4C\x00\x00\x00\x00\x5C\x82\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x22\x94\x00\x00\x8C\xF0\xE6\x5F\x0C\xBE\x05\x08\x3F\x71\x4B\x95\x00\x40\x00\x00\x49\xAC\xBC\x29\x61\x34\x19\x61\x41\x65\xFE\xC6\xB6\xB2\xA6\x7D\x21\x3B\x5E\xC5\x3E\x6D\xDF\xC9\x50\x34\xE1\x7C\x7A\x8F\x12\x09\x76\x42\xB8\xC1\xE4\xBC\x68\xC5\x4E\xA2\x26\xCC\x2F\x12\x73\xC0\xB2\x7E\x01\x3A\x51\xB7\xD5\x3E\x26\xFB\x17\x7A\x2D\x10\x96\x6E\x0B\x4D\x7D\x16\x95\x95\xAE\xB5\xCD\x2A\xFA\x6B\xF9\x57\xE2\x16\x76\xEF\x72\x1D\x63\xE3\xE5\x7A\x3C\x52\x99\xD1\x9C\xC2\x95\xE4\x4C\xF7\x35\xB2\xFD\xBA\xBB\x9E\x1A\xEF\x75\x17\xD9\xEC\xF5\xED\x64\xC3\x1C\x9D\x48\x4F\x7F\x0E\x3A\xF2\x42\xF8\x59\xEC\x73\x65\x67\xB3\x6C\x72\x4F\x2D\x19\x39\xEA\xAD\x33\xA6\x63\x50\x5A\x76\xAA\x95\x8C\x24\x01\xD8\x51\x73\x46\xBD\xAA\x82\x36\xEC\xA1\x35\xD7\x81\x25\x87\xAC\x75\xF5\x8B\x95\xB5\xFF\x0D\x35\xA9\x75\x2D\xB0\x8A\xFB\x17\xD8\xB1\xD2\xAD\x4F\x27\x09\xAC\x34\x41\xB2\xAF\x2C\x78\xBB\x53\x69\x75\x56\x72\x7C\x52\x3B\x4F\x41\xE2\x54\x53\x40\x1A\xD3\xCA\x77\x2B\xEA\x47\xB2\x75\x16\xD5\x53\xD3\x8B\x66\x18\xA2\x57\xD4\x6A\xF9\x5C\x49\x54\x4D\xA7\x65\x52\xDA\x93\x36\x55\x16\x22\x1D\xAC\xF3\x12\x93\x49\xCD\xE4\x18\x9C\x55\x21\x1A\xFB\x58\xD8\xA0\xB2\xE4\xFB\x78\xC9\x22\x48\x0B\xDF\x20\x99\x2F\xA7\xE5\xE5\xA0\x55\xEE\x28\x40\xF1\x8D\x8A\xAB\x89\x88\xB0\x80\x28\x9A\xAF\x07\x28\x1F\xDF\x86\xB6\xFC\xC5\xFB\xB2\x46\x9F\xD8\x51\x24\x76\x61\xD7\xA6\x6F\x39\xE1\x60\x0A\x54\xCB\x6D\xB6\xB4\x59\xED\xBE\xF9\x15\x9B\x81\x56\xEC\x26\x7A\xA4\x17\xD3\xDF\x78\x19\x31\xD8\x09\xA2\xB4\xB7\x30\xA9\x8B\x94\xA8\xA7\x1D\xCC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test75(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xA4F592A8), ('P4rIngress.bitmap_seq.seq', 0x2E0924E8)], 11471)
        self.setRegisterValue('P4rIngress.rounds', 0x2E0924E8, 11471)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1C), ('P4rIngress.count_exp.exponent', 0x3B)], 11471)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11471)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x77E40B1E), ('P4rIngress.values_v00000.hi', 0x74D6F9DD)], 11471)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x511702EF), ('P4rIngress.values_v00001.hi', 0xBF39F9B5)], 11471)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x1A66AE8E), ('P4rIngress.values_v00010.hi', 0xCC43D73B)], 11471)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x44EFF027), ('P4rIngress.values_v00011.hi', 0x454EB615)], 11471)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x31D298EF), ('P4rIngress.values_v00100.hi', 0xB043C465)], 11471)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x49A87B6F), ('P4rIngress.values_v00101.hi', 0x3A7587EB)], 11471)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x3A41BA4F), ('P4rIngress.values_v00110.hi', 0x7A24FF93)], 11471)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x4470C7FA), ('P4rIngress.values_v00111.hi', 0x1B11E5DB)], 11471)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6E542FBD), ('P4rIngress.values_v01000.hi', 0x8CA599DA)], 11471)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x37EF214B), ('P4rIngress.values_v01001.hi', 0x0EAACED6)], 11471)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x55235F4E), ('P4rIngress.values_v01010.hi', 0x974C4856)], 11471)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xCBFC882E), ('P4rIngress.values_v01011.hi', 0x72EC1F8F)], 11471)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x2CB380E9), ('P4rIngress.values_v01100.hi', 0x00000000)], 11471)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x4F6B4E5E), ('P4rIngress.values_v01101.hi', 0x67FBFA53)], 11471)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x3DD463B3), ('P4rIngress.values_v01110.hi', 0x8EBFF724)], 11471)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5C455DAD), ('P4rIngress.values_v01111.hi', 0xE0F95F51)], 11471)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x5E547B21), ('P4rIngress.values_v10000.hi', 0x5A776F36)], 11471)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x11570185), ('P4rIngress.values_v10001.hi', 0x1A4F45C6)], 11471)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x59E27044), ('P4rIngress.values_v10010.hi', 0x64D13303)], 11471)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x5D2C7129), ('P4rIngress.values_v10011.hi', 0x51F6BA42)], 11471)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x9B871675), ('P4rIngress.values_v10100.hi', 0xB31188BB)], 11471)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x718AF636), ('P4rIngress.values_v10101.hi', 0xAEDCBE1C)], 11471)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x542ED795), ('P4rIngress.values_v10110.hi', 0x04CFBB64)], 11471)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x5E3AC2CB), ('P4rIngress.values_v10111.hi', 0x32F34A33)], 11471)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x7F1917FA), ('P4rIngress.values_v11000.hi', 0x6C88D8B9)], 11471)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x5165C899), ('P4rIngress.values_v11001.hi', 0x7FABB885)], 11471)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x937F8E0B), ('P4rIngress.values_v11010.hi', 0x88A88894)], 11471)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x8D2B10EC), ('P4rIngress.values_v11011.hi', 0xB5062AEB)], 11471)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x3B573523), ('P4rIngress.values_v11100.hi', 0x84DDCA59)], 11471)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x6BD5CE21), ('P4rIngress.values_v11101.hi', 0x46ED9DF0)], 11471)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x5A1AA1AE), ('P4rIngress.values_v11110.hi', 0x51083FFA)], 11471)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x734050E7), ('P4rIngress.values_v11111.hi', 0xEF2AE49D)], 11471)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4B3A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000807),
                gc.DataTuple('slot_count', 0x000017DE),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x96750AF6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03E),
                gc.KeyTuple('src_addr', 0xF966E5E5),
                gc.KeyTuple('src_port', 0x6067),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4B3A),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x0386),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF9\x66\xE5\xE5\x00\x00\x00\x00\x60\x67\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x4B\x3A\x00\x00\x96\x75\x0A\xF6\x04\xC8\x05\x13\x2E\x09\x24\xE8\x00\x40\x00\x00\x62\x29\x0E\xB1\x24\x23\x6B\x33\x5B\x0D\xA7\x63\xA8\xC6\x8E\x42\x6D\x47\xB5\x59\xCE\x62\x7B\xD1\xD6\x23\x9B\x34\x4B\x7E\xFD\xFD\x58\xA3\xE8\x2B\xBD\x4D\x6B\xEF\x48\xCB\x20\xDB\x70\xAD\xA6\x99\x34\xD6\x62\x53\x1B\x6D\xF8\x29\x5D\xAC\x9D\x00\x79\x18\xA8\x79\x64\x58\xAB\xFA\xB9\xF7\xD9\x83\x13\x93\x78\xD9\x89\xAA\xA8\xD1\xD7\x32\x24\x35\xBA\x5B\x61\x36\x9C\xE4\xA5\x22\x2C\x79\xFE\xB5\x76\x67\x6F\xDB\x00\x00\x00\x00\x4F\x88\xFF\x12\x57\xD0\x5C\x9A\x5A\xD0\x53\xB6\xC7\x2A\xF1\xAF\x3D\x70\xC9\xA8\x96\xBD\x72\x1B\x4C\xEF\xF5\x26\x2F\x55\x4B\x1C\xD1\x33\x6E\xCB\x73\xDC\xD4\xF4\x58\xEA\x5B\x4E\x1A\xFF\x82\x7D\x49\x0A\x29\x15\x58\x3A\x99\x72\x8F\x4D\xF2\x54\x65\x27\x65\xBB\x6C\x19\xB4\x4C\x66\x51\x8D\x9A\x64\xA9\xEA\x79\x00\x00\x00\x00\x56\x9D\x84\x6B\x9A\x97\x9A\x7B\x38\x89\x94\xF1\x6E\xA1\x1E\x8B\x6B\x65\x58\x84\x71\xAC\x17\x61\xB1\x15\x24\x7C\xED\xA8\x46\xEE\xB6\x2E\xE1\xA7\xF5\xB3\x7B\xDF\x5F\x1B\x35\xB9\xA5\xB8\x52\x2E\x4F\x22\x4F\xA3\xF3\x9C\x44\x32\x5E\x3D\xB2\xED\x51\xED\x92\x2B\x7B\x01\x5F\xA3\xE1\xEA\x62\x51\x14\x65\xAE\x5D\x52\x4E\xF8\x2E\xF6\x71\xDB\x78\x08\xC0\xFF\xAD\x01\xE8\xB8\x26\x95\xDE\xB2\x56\xD0\x57\x9A\x50\x3B\xBA\x95\x59\x3D\x15\x6B\x81\xBA\x8B\xE6\xE9\x02\x09\x50\x8C\xBE\xD7\x46\x96\x25\xC1\x47\x5C\xB6\x14\xF1\xEB\x87\x18\xAA\x2E\xD1\x9C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF9\x66\xE5\xE5\xBE\xEF\x60\x67\x01\x20\x00\x00\x50\x34\x02\x82\x4B\x3A\x00\x00\x96\x75\x0A\xF6\x04\xC8\x01\x13\x2E\x09\x24\xE8\x00\x40\x00\x1D\x7F\xFF\xFF\xFF\x24\x23\x6B\x33\x7F\xFF\xFF\xFF\xA8\xC6\x8E\x42\x7F\xFF\xFF\xFF\xCE\x62\x7B\xD1\x1B\x13\x8B\x5B\x4B\x7E\xFD\xFD\x7F\xFF\xFF\xFF\xBD\x4D\x6B\xEF\x7F\xFF\xFF\xFF\x70\xAD\xA6\x99\x6F\x18\x1C\xA2\x1B\x6D\xF8\x29\x7F\xFF\xFF\xFF\x79\x18\xA8\x79\x7F\xFF\xFF\xFF\xB9\xF7\xD9\x83\x4B\x82\x9A\x24\x89\xAA\xA8\xD1\x2C\x55\x83\x83\xBA\x5B\x61\x36\x80\x00\x00\x00\x2C\x79\xFE\xB5\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x57\xD0\x5C\x9A\x7F\xFF\xFF\xFF\xC7\x2A\xF1\xAF\x7F\xFF\xFF\xFF\x96\xBD\x72\x1B\x7F\xFF\xFF\xFF\x2F\x55\x4B\x1C\xE2\x8A\x70\x50\x73\xDC\xD4\xF4\x7F\xFF\xFF\xFF\x1A\xFF\x82\x7D\x7F\xFF\xFF\xFF\x58\x3A\x99\x72\x80\x00\x00\x00\x65\x27\x65\xBB\x7F\xFF\xFF\xFF\x66\x51\x8D\x9A\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x9A\x97\x9A\x7B\x7F\xFF\xFF\xFF\x6E\xA1\x1E\x8B\x7F\xFF\xFF\xFF\x71\xAC\x17\x61\x80\x00\x00\x00\xED\xA8\x46\xEE\x80\x00\x00\x00\xF5\xB3\x7B\xDF\x7F\xFF\xFF\xFF\xA5\xB8\x52\x2E\x7F\xFF\xFF\xFF\xF3\x9C\x44\x32\x7F\xFF\xFF\xFF\x51\xED\x92\x2B\x7F\xFF\xFF\xFF\xE1\xEA\x62\x51\x14\x65\xAE\x5D\x52\x4E\xF8\x2E\xF6\x71\xDB\x78\x08\xC0\xFF\xAD\x01\xE8\xB8\x26\x95\xDE\xB2\x56\xD0\x57\x9A\x50\x3B\xBA\x95\x59\x3D\x15\x6B\x81\xBA\x8B\xE6\xE9\x02\x09\x50\x8C\xBE\xD7\x46\x96\x25\xC1\x47\x5C\xB6\x14\xF1\xEB\x87\x18\xAA\x2E\xD1\x9C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test76(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5A4BC570), ('P4rIngress.bitmap_seq.seq', 0x811D1B5B)], 16070)
        self.setRegisterValue('P4rIngress.rounds', 0x811D1B5B, 16070)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x73)], 16070)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 16070)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x7F91135F), ('P4rIngress.values_v00000.hi', 0x513DB325)], 16070)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x5A31FCED), ('P4rIngress.values_v00001.hi', 0x9C61F41F)], 16070)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x61A96B59), ('P4rIngress.values_v00010.hi', 0xEA38DFCD)], 16070)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x12CD4DB8), ('P4rIngress.values_v00011.hi', 0x6AE305BE)], 16070)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x7E823A26), ('P4rIngress.values_v00100.hi', 0x91D8D2B7)], 16070)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x461ED198), ('P4rIngress.values_v00101.hi', 0x6294CC1B)], 16070)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0xAF6736F3), ('P4rIngress.values_v00110.hi', 0x55C299C6)], 16070)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x41387EF9), ('P4rIngress.values_v00111.hi', 0x34F1C333)], 16070)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x478A1A73), ('P4rIngress.values_v01000.hi', 0xB5634919)], 16070)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x3CC76197), ('P4rIngress.values_v01001.hi', 0x6F2555CF)], 16070)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xDE50B30A), ('P4rIngress.values_v01010.hi', 0x3B9DEBD6)], 16070)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x62F82B79), ('P4rIngress.values_v01011.hi', 0xE786D7B6)], 16070)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4EF87EAD), ('P4rIngress.values_v01100.hi', 0x0D3F0A15)], 16070)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x08E54BD3), ('P4rIngress.values_v01101.hi', 0x5D8BFC97)], 16070)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x0D1A7266), ('P4rIngress.values_v01110.hi', 0x78D28847)], 16070)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x0682AD93), ('P4rIngress.values_v01111.hi', 0x5F5EAF18)], 16070)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x66D32BF2), ('P4rIngress.values_v10000.hi', 0x332C63C7)], 16070)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x2642EBBF), ('P4rIngress.values_v10001.hi', 0xF3EA1EDB)], 16070)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xBE70B69F), ('P4rIngress.values_v10010.hi', 0x54A9D01D)], 16070)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x30A34B34), ('P4rIngress.values_v10011.hi', 0x71AE6DB1)], 16070)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x35A1F7D5), ('P4rIngress.values_v10100.hi', 0xA56186F1)], 16070)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x5B0FAE9F), ('P4rIngress.values_v10101.hi', 0x55192405)], 16070)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x4DC1D3A6), ('P4rIngress.values_v10110.hi', 0xB87A5CC1)], 16070)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x70EA0D7B), ('P4rIngress.values_v10111.hi', 0x7157CD30)], 16070)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xB9ECFAC6), ('P4rIngress.values_v11000.hi', 0xB71FE823)], 16070)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x5CBAD3EB), ('P4rIngress.values_v11001.hi', 0x9EB72973)], 16070)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x29BC6456), ('P4rIngress.values_v11010.hi', 0xB5559B9E)], 16070)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6951535B), ('P4rIngress.values_v11011.hi', 0x7E5194C3)], 16070)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xB47291C2), ('P4rIngress.values_v11100.hi', 0xAE4F2D4E)], 16070)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x43126510), ('P4rIngress.values_v11101.hi', 0xB4CB3D6B)], 16070)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x63D9F0BB), ('P4rIngress.values_v11110.hi', 0xA89CB662)], 16070)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x22E7413A), ('P4rIngress.values_v11111.hi', 0x1B523963)], 16070)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7B70),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002AA),
                gc.DataTuple('slot_count', 0x00001CA5),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x729324F6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xDCC669E2),
                gc.KeyTuple('src_port', 0x3A37),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7B70),
                gc.DataTuple('rank', 0x0000),
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
        ig_port = 0
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDC\xC6\x69\xE2\x00\x00\x00\x00\x3A\x37\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x7B\x70\x00\x00\x72\x93\x24\xF6\x1C\x1C\x07\x4B\x81\x1D\x1B\x5B\x00\x40\x00\x00\x61\x5E\xA6\x57\x6F\xEB\xE2\x3E\x59\xB0\x75\x48\x84\x34\x94\x21\x78\x89\xAF\x5A\xEB\xAF\x90\x63\xED\x95\xE5\x09\x38\xE3\x49\xBA\x48\x93\x88\x66\xC9\xD0\x92\x35\x79\x8E\x01\x14\x3C\xA9\xEF\xB9\x51\xAB\x0C\x5B\x65\x88\xDD\x9A\x6C\x67\xD7\xEB\x50\x24\x43\x2B\x6A\xE3\xD1\x67\xAE\x9D\x67\xC1\x16\xD1\xBF\xEB\xED\x7D\x77\x5B\x5B\xA7\xB6\x3B\x6A\xBA\x07\xCF\x50\x8F\xA9\xDB\x81\x7A\x3C\x14\x7C\xFE\x6A\x06\x1A\x2A\x05\xF3\x97\x95\x56\x59\xEB\x7B\x94\xD6\x7E\x99\x76\xD4\x71\x8A\x04\x47\x7E\xBF\xB8\xAA\x91\x15\xBA\x75\x56\xD2\x29\x2B\xAE\x2C\xC6\x25\x80\x00\x00\x00\x54\xCF\x67\x53\x66\xEF\x97\x99\x25\xAF\x4F\xF3\x50\x77\x86\xCC\x3B\x32\x68\xFB\x96\xAF\x31\xF4\x81\xD1\x09\x2C\x4A\x6A\xD3\x9D\x37\x1C\x6E\x37\x55\x65\x96\x2E\x08\xFA\x44\x7B\x5F\xCF\xBF\x13\x35\x42\xAE\x95\xB3\xE4\x4E\xE8\xA2\x25\xE8\x3B\x57\x8E\xC7\xCB\xD7\x3E\x3A\x62\x2D\x8C\x36\x9A\x9D\x39\x14\x12\x66\x3F\xD7\xDF\x10\x73\xAA\x13\xB4\x0B\xA5\x9E\x2D\x06\x2D\xFD\x6A\xD2\xCC\x7B\x99\x89\x6D\xC2\xC5\x4B\x9B\xC9\xBD\xD0\xF9\x4A\x79\xC4\x41\x8A\x9A\xE7\xAA\xFD\xFD\xE9\xBB\xBD\xE1\x5A\xEF\x05\x8D\x8C\x5D\x51\x68\x82\x3D\xB6\x0A\x46\xD3\xC3\x66\x86\xFD\x3F\xCD\xDC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xDC\xC6\x69\xE2\xBE\xEF\x3A\x37\x01\x20\x00\x00\x50\x34\x02\x82\x7B\x70\x00\x00\x72\x93\x24\xF6\x1C\x1C\x01\x4B\x81\x1D\x1B\x5B\x00\x40\x00\x20\x7F\xFF\xFF\xFF\x6F\xEB\xE2\x3E\x7F\xFF\xFF\xFF\x84\x34\x94\x21\x7F\xFF\xFF\xFF\xEB\xAF\x90\x63\x00\x63\x32\xC1\x38\xE3\x49\xBA\x7F\xFF\xFF\xFF\xC9\xD0\x92\x35\x7F\xFF\xFF\xFF\x3C\xA9\xEF\xB9\x01\x12\x43\x4E\x65\x88\xDD\x9A\x7F\xFF\xFF\xFF\x50\x24\x43\x2B\x7F\xFF\xFF\xFF\xAE\x9D\x67\xC1\x53\x99\x21\x82\xED\x7D\x77\x5B\x39\xF8\x69\x45\x6A\xBA\x07\xCF\x7F\xFF\xFF\xFF\x81\x7A\x3C\x14\x7F\xFF\xFF\xFF\x1A\x2A\x05\xF3\xA0\x7A\xA2\x2C\xEB\x7B\x94\xD6\x7F\xFF\xFF\xFF\x71\x8A\x04\x47\x7F\xFF\xFF\xFF\x91\x15\xBA\x75\x7F\xFF\xFF\xFF\xAE\x2C\xC6\x25\xA6\x42\xEB\xBF\x54\xCF\x67\x53\x25\x60\x4E\x38\x25\xAF\x4F\xF3\x7F\xFF\xFF\xFF\x3B\x32\x68\xFB\xCC\x51\x29\xC9\x81\xD1\x09\x2C\x7F\xFF\xFF\xFF\x37\x1C\x6E\x37\x7F\xFF\xFF\xFF\x08\xFA\x44\x7B\x7F\xFF\xFF\xFF\x35\x42\xAE\x95\x80\x00\x00\x00\xA2\x25\xE8\x3B\x7F\xFF\xFF\xFF\xD7\x3E\x3A\x62\x57\x48\x9A\xF0\x9D\x39\x14\x12\x7F\xFF\xFF\xFF\x10\x73\xAA\x13\x80\x00\x00\x00\x2D\x06\x2D\xFD\x7F\xFF\xFF\xFF\x99\x89\x6D\xC2\x29\x25\x8C\x84\xBD\xD0\xF9\x4A\x7F\xFF\xFF\xFF\x9A\xE7\xAA\xFD\xFD\xE9\xBB\xBD\xE1\x5A\xEF\x05\x8D\x8C\x5D\x51\x68\x82\x3D\xB6\x0A\x46\xD3\xC3\x66\x86\xFD\x3F\xCD\xDC'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test77(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x908F1166), ('P4rIngress.bitmap_seq.seq', 0x2B2371AB)], 12997)
        self.setRegisterValue('P4rIngress.rounds', 0x2B2371AB, 12997)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xFC), ('P4rIngress.count_exp.exponent', 0x7B)], 12997)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12997)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xCCEE5BC4), ('P4rIngress.values_v00000.hi', 0x7ADA2653)], 12997)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xDE60D48D), ('P4rIngress.values_v00001.hi', 0xA5C9E666)], 12997)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xD737A12F), ('P4rIngress.values_v00010.hi', 0x837DDC9F)], 12997)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x8C55FD08), ('P4rIngress.values_v00011.hi', 0xB4B8086D)], 12997)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x04C5979B), ('P4rIngress.values_v00100.hi', 0xAAB5737D)], 12997)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xBF6BFD3D), ('P4rIngress.values_v00101.hi', 0x52E234DE)], 12997)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x53A7A561), ('P4rIngress.values_v00110.hi', 0xCED19EFF)], 12997)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7DA16DAD), ('P4rIngress.values_v00111.hi', 0x3613D0FC)], 12997)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7816BFFB), ('P4rIngress.values_v01000.hi', 0x538B69DA)], 12997)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xBC966D22), ('P4rIngress.values_v01001.hi', 0x748D7958)], 12997)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x75B35087), ('P4rIngress.values_v01010.hi', 0x93E9F884)], 12997)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xB5661741), ('P4rIngress.values_v01011.hi', 0x5959DAA3)], 12997)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x32968B45), ('P4rIngress.values_v01100.hi', 0x6608EF15)], 12997)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xA793675B), ('P4rIngress.values_v01101.hi', 0x6C84456B)], 12997)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x551CDD35), ('P4rIngress.values_v01110.hi', 0x4FA36048)], 12997)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xAAE36C69), ('P4rIngress.values_v01111.hi', 0x47FDD15C)], 12997)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xA28D5BE8), ('P4rIngress.values_v10000.hi', 0x6B23BCFE)], 12997)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x3B7591D1), ('P4rIngress.values_v10001.hi', 0x5704E72D)], 12997)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7C8E4EE5), ('P4rIngress.values_v10010.hi', 0x47D30726)], 12997)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xD32EB420), ('P4rIngress.values_v10011.hi', 0xC2C2E74D)], 12997)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x3E4BB7EB), ('P4rIngress.values_v10100.hi', 0xB8E36FCB)], 12997)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xAFDAD373), ('P4rIngress.values_v10101.hi', 0xF8BB711F)], 12997)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x66316163), ('P4rIngress.values_v10110.hi', 0x4DF0DCE4)], 12997)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xB1F8BCE1), ('P4rIngress.values_v10111.hi', 0xEA561C7F)], 12997)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xB1ACF4DF), ('P4rIngress.values_v11000.hi', 0x1358A175)], 12997)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x5EB6DEBE), ('P4rIngress.values_v11001.hi', 0xBAF53273)], 12997)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7A7C5CEB), ('P4rIngress.values_v11010.hi', 0x197A48AD)], 12997)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x76BFFB50), ('P4rIngress.values_v11011.hi', 0x27B9AE5C)], 12997)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x62EAB1E3), ('P4rIngress.values_v11100.hi', 0x9BE1113C)], 12997)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x4F9A9C84), ('P4rIngress.values_v11101.hi', 0x474483AE)], 12997)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x3065BB9E), ('P4rIngress.values_v11110.hi', 0x94326ABE)], 12997)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x535AC913), ('P4rIngress.values_v11111.hi', 0x977B75AC)], 12997)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA1CB),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002ED),
                gc.DataTuple('slot_count', 0x00001205),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x40E25C8E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x27391BAE),
                gc.KeyTuple('src_port', 0xC47B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xA1CB),
                gc.DataTuple('rank', 0x0016),
                gc.DataTuple('worker_index', 0x011F),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x27\x39\x1B\xAE\x00\x00\x00\x00\xC4\x7B\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xA1\xCB\x00\x16\x40\xE2\x5C\x8E\x0F\xD8\x03\x83\x2B\x23\x71\xAB\x00\x40\x00\x00\xBA\x9E\xAA\x3F\x1A\xCD\x74\xCD\x88\x20\xEF\x60\x8F\xDA\x87\x6E\xD5\x71\x9E\x22\xF7\x28\xE6\x83\x5D\xC4\xB9\xFA\x90\xA5\x99\x75\x64\x32\xDF\xD3\xC7\x3E\xA4\x0A\xFA\x42\x89\x67\x42\xEE\x56\x07\x57\xF6\x60\xF7\x5E\x7B\xCA\x3D\xCB\x41\x6F\xAA\x7B\x55\x1C\xEB\x1E\xD4\x9A\x65\x61\xD9\xFA\x6F\xAA\x35\x28\xF6\x4B\x36\xD4\xAF\xDF\xBE\xFD\xFB\x57\x0B\xC4\xC6\xB7\x2B\xD9\x5D\x65\xC5\x23\xB7\xB7\x96\xEB\xEF\x38\xE7\x51\xBA\xDC\x36\x26\x4B\x2F\x79\xCD\x5B\xC1\xB1\x25\x8B\x50\x21\x15\x6A\x27\x42\xD0\x6F\x50\x07\x1D\x2D\x1F\xDA\xC8\x49\xAA\xFD\x2C\x2C\x5B\xA4\xB3\xCF\x67\x57\xA7\x44\x36\xE2\xB3\x79\x64\x41\xC7\xAA\x9A\xEE\x85\xFB\x80\x07\x4D\x6E\xDF\x89\x22\x59\x5B\x43\x19\xCA\x8C\x39\x3C\x34\x4A\xD1\x39\xAC\x7A\x1F\x7B\x7E\x5C\xA4\xA1\xFD\x9D\x20\x2A\x7E\x6B\x7B\xC7\x91\x2C\x94\x4E\x9F\x7F\x9D\x12\x44\x47\x28\x5A\x18\x8A\x61\x65\xCB\x22\x57\x9E\xCA\x2E\xB1\xE6\xB2\x14\x9E\x0D\xDE\xAA\xE4\xB5\x6D\x22\xCA\x52\xA2\xD7\x02\x56\xD3\x5B\xDE\xA5\x3F\x4B\xB6\xEE\x28\x6D\x60\xD7\xBC\x84\xF9\xF4\xBA\x36\x18\xCD\x65\x33\x0A\x3D\x17\xE0\xF8\xBB\xE2\x62\xEB\x39\xD4\x22\xFC\x8F\xB8\x8B\x8B\x48\x4C\x10\x3B\x65\xB0\xB8\x05\xF6\x21\xCA\x2F\x00\xA4\x55\xDF\x3B\x1B\x3E\x4A\xE8\x5B\x66\x53\x3D\x7C\xB0\xA6\xD1\x3F\xF6\xF4\xEF\xFC\x17\x45\x97\x45\x42\xFD\x41\x46\x99\xB2\xB5\x0A\x3F\x53\x44\x60\x13\x9D\xDF\x3A\x73\x58\x33\x55\xDA\x3C\xE6\x83\xD1\xF9\x85\x3D\x24\xF6\x73\x8C\x73\x6F\xEC\x0F\x57\x2F\x47\xBA\xB4\x5A\x1C\x64\xE2\x35\xC0\xD9\xF5\xD5\x6F\xB0\xCE\x73\xA6\x23\xB2\xEF\x88\x84\x1C\x0B\x29\x5C\xEA\x8F\xD0\x3E\x33\x9B\x65\xA1\x04\xFA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test78(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB868BDD6), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 13103)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 13103)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0F), ('P4rIngress.count_exp.exponent', 0xDA)], 13103)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13103)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x41567A3B), ('P4rIngress.values_v00000.hi', 0x53FC4F67)], 13103)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x4056879C), ('P4rIngress.values_v00001.hi', 0xA459D57A)], 13103)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x338EC84C), ('P4rIngress.values_v00010.hi', 0x2E722353)], 13103)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x594315BC), ('P4rIngress.values_v00011.hi', 0x4E8EB9BB)], 13103)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x52B5E9D5), ('P4rIngress.values_v00100.hi', 0x869A23F1)], 13103)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x3D13B9FB), ('P4rIngress.values_v00101.hi', 0x481AC5D8)], 13103)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0xEAAE3BAF), ('P4rIngress.values_v00110.hi', 0x5B242F29)], 13103)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7B826B61), ('P4rIngress.values_v00111.hi', 0x78D67AE3)], 13103)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x43A47887), ('P4rIngress.values_v01000.hi', 0xAB837270)], 13103)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x2CC73B7D), ('P4rIngress.values_v01001.hi', 0x2F431FBF)], 13103)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x2ADEFD99), ('P4rIngress.values_v01010.hi', 0x5A5E5EF2)], 13103)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x71D1BD5D), ('P4rIngress.values_v01011.hi', 0xA6ECFE9F)], 13103)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x598D2E78), ('P4rIngress.values_v01100.hi', 0xAB79EEED)], 13103)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x2653726D), ('P4rIngress.values_v01101.hi', 0x6F3F32D5)], 13103)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xD29128F5), ('P4rIngress.values_v01110.hi', 0xECFECEA7)], 13103)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x6C71919A), ('P4rIngress.values_v01111.hi', 0x662633F8)], 13103)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xCC6DF9D2), ('P4rIngress.values_v10000.hi', 0xE4BD73F7)], 13103)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xD1DE7597), ('P4rIngress.values_v10001.hi', 0x786F0F87)], 13103)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7FADDC0D), ('P4rIngress.values_v10010.hi', 0x9B75BF5D)], 13103)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x482589CE), ('P4rIngress.values_v10011.hi', 0x02EE6547)], 13103)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x4A406C8B), ('P4rIngress.values_v10100.hi', 0x7A972A55)], 13103)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x147163BA), ('P4rIngress.values_v10101.hi', 0x72D95ACB)], 13103)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xEFA9E5AD), ('P4rIngress.values_v10110.hi', 0x1DE2529A)], 13103)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xAE3529EB), ('P4rIngress.values_v10111.hi', 0x6B32B6CB)], 13103)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x404B1783), ('P4rIngress.values_v11000.hi', 0x6B261E8D)], 13103)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xAD736EEB), ('P4rIngress.values_v11001.hi', 0x997B454A)], 13103)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xAE4B4599), ('P4rIngress.values_v11010.hi', 0x6C59FA21)], 13103)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xAA5732F3), ('P4rIngress.values_v11011.hi', 0xBACEFD04)], 13103)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xEE997437), ('P4rIngress.values_v11100.hi', 0x2C27709F)], 13103)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x0597ECE3), ('P4rIngress.values_v11101.hi', 0x2FBC3B4D)], 13103)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7DECCEC3), ('P4rIngress.values_v11110.hi', 0x6D203B19)], 13103)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x294978D3), ('P4rIngress.values_v11111.hi', 0xB72BCC85)], 13103)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0A9E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000033F),
                gc.DataTuple('slot_count', 0x0000179B),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x53B98438),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02E),
                gc.KeyTuple('src_addr', 0x0D2CA84C),
                gc.KeyTuple('src_port', 0xF750),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0A9E),
                gc.DataTuple('rank', 0x0000),
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
        ig_port = 46
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0D\x2C\xA8\x4C\x00\x00\x00\x00\xF7\x50\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x0A\x9E\x00\x00\x53\xB9\x84\x38\x0F\xF0\x01\x45\x80\x00\x00\x00\x00\x40\x00\x00\x51\x73\xA2\xDE\x63\x97\x3F\x47\x42\x2B\x4D\x47\xCE\xC5\x65\x4F\x53\x36\x62\xD5\xEB\x90\xEF\xB1\xDF\x4B\xC4\xF9\x60\xDA\x48\x9F\x65\xB2\xCB\xFD\x83\xF3\xCC\x37\x7C\xB7\xBD\xB9\x5B\x8A\x12\x9E\x69\x6A\xDB\x63\x5A\x6B\x54\xED\x09\xF3\xBE\x8D\x54\x1D\xFA\xB1\x6D\x12\xB1\xCD\x92\xBB\xF2\xE8\xB1\xE3\xB6\x07\xCD\x6D\xFA\xCB\x1C\x5A\x68\xA7\x50\xCA\x1A\x0B\x15\x95\xC1\x13\xA9\xA1\xF4\xC9\x3C\x94\xD7\xD9\x2B\xFB\xCB\xE3\x36\xDB\x5A\x8B\xA2\x65\xF5\x73\x9E\x35\x2B\x6D\xCD\x13\x57\xAF\x7D\x11\x5B\xAD\x6E\xF8\x9C\x1C\x9F\x48\xD9\xF3\xE3\xF5\x16\x4D\xAA\xA6\x43\xD3\x0E\x4F\xD5\xAE\x72\xD7\x40\x26\x7B\xE4\x81\x26\x68\x5A\xA8\x6A\x17\x74\x2D\x4A\x6F\x67\xC9\x9A\xC2\x95\xBA\xB7\x76\x17\x68\xF3\x5A\x5B\x3F\xAA\x03\xAC\xA2\xE1\x63\x5C\x16\x91\xF7\xDD\xAD\xA5\x2B\xB7\x61\xB3\x46\xB3\xC6\x6E\x4B\xB4\xDA\xB5\x9A\x74\x50\xC6\x9B\x85\xF1\xCB\x9F\x82\xE9\x36\x4F\x90\x5B\x39\xCE\x13\x52\x19\x90\x41\xB9\x44\x8A\x79\x62\xE5\x65\xA4\xEA\x31\x7D\x94\x6B\xBB\xA4\x57\x15\xAC\xD1\x93\x81\xAD\x3E\x4C\x13\x52\x79\xED\x1B\x40\xA6\x9E\xAD\xA3\x9C\x06\x5E\x53\x6C\x99\x42\x09\x4F\x1E\x31\xC5\x6F\x25\xA0\x5B\xD7\xA0\xF8\x31\xFA\x51\xF9\x10\x35\x20\x7F\x5E\x32\x31\xCB\xD3\xF6\x5D\x80\xB9\x5C\x01\x46\x21\x83\x4B\x27\x34\x43\x6D\xA7\x31\x33\xF5\x9B\x95\x38\x95\x1A\xC7\x47\x2E\x75\x45\x2F\x9E\xD7\x01\x15\x1F\xC3\xE9\xB0\x7F\x09\x54\xE7\xBF\x40\x8D\x3A\xA8\xF6\xC1\xF1\xAB\x82\x31\x54\x7F\x7B\x87\x09\x1C\xE9\x70\x90\x6C\x6B\x27\xA3\x68\x0C\x63\x0C\x47\x95\x40\xF5\x34\x04\x7F\x49'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x0D\x2C\xA8\x4C\xBE\xEF\xF7\x50\x01\x20\x00\x00\x50\x34\x02\x82\x0A\x9E\x00\x00\x53\xB9\x84\x38\x0F\xF0\x01\x45\x80\x00\x00\x00\x00\x40\x00\x10\x7F\xFF\xFF\xFF\x63\x97\x3F\x47\x7F\xFF\xFF\xFF\xCE\xC5\x65\x4F\x7F\xFF\xFF\xFF\xEB\x90\xEF\xB1\x38\x8E\xDA\xB5\x60\xDA\x48\x9F\x7F\xFF\xFF\xFF\x83\xF3\xCC\x37\x7F\xFF\xFF\xFF\x5B\x8A\x12\x9E\x54\x19\x17\x12\x5A\x6B\x54\xED\x7F\xFF\xFF\xFF\x54\x1D\xFA\xB1\x7F\xFF\xFF\xFF\x92\xBB\xF2\xE8\xDE\xAA\xF1\x84\xCD\x6D\xFA\xCB\x47\x39\x66\x40\x50\xCA\x1A\x0B\x7F\xFF\xFF\xFF\xA9\xA1\xF4\xC9\x7F\xFF\xFF\xFF\x2B\xFB\xCB\xE3\x5D\x2E\xCC\xF8\xA2\x65\xF5\x73\x80\x00\x00\x00\xCD\x13\x57\xAF\x7F\xFF\xFF\xFF\x6E\xF8\x9C\x1C\x80\x00\x00\x00\xE3\xF5\x16\x4D\x80\x00\x00\x00\x0E\x4F\xD5\xAE\x7F\xFF\xFF\xFF\x7B\xE4\x81\x26\x7F\xFF\xFF\xFF\x17\x74\x2D\x4A\x7F\xFF\xFF\xFF\xC2\x95\xBA\xB7\x7F\xFF\xFF\xFF\x5A\x5B\x3F\xAA\xF3\x56\x88\x8E\x63\x5C\x16\x91\xA6\x12\xD7\x90\x2B\xB7\x61\xB3\x7F\xFF\xFF\xFF\x4B\xB4\xDA\xB5\x80\x00\x00\x00\x9B\x85\xF1\xCB\x80\x00\x00\x00\x4F\x90\x5B\x39\x80\x00\x00\x00\x90\x41\xB9\x44\x80\x00\x00\x00\x65\xA4\xEA\x31\x7F\xFF\xFF\xFF\xA4\x57\x15\xAC\x4F\x80\x50\x70\x3E\x4C\x13\x52\x7F\xFF\xFF\xFF\xA6\x9E\xAD\xA3\x9C\x06\x5E\x53\x6C\x99\x42\x09\x4F\x1E\x31\xC5\x6F\x25\xA0\x5B\xD7\xA0\xF8\x31\xFA\x51\xF9\x10\x35\x20\x7F\x5E\x32\x31\xCB\xD3\xF6\x5D\x80\xB9\x5C\x01\x46\x21\x83\x4B\x27\x34\x43\x6D\xA7\x31\x33\xF5\x9B\x95\x38\x95\x1A\xC7\x47\x2E\x75\x45\x2F\x9E\xD7\x01\x15\x1F\xC3\xE9\xB0\x7F\x09\x54\xE7\xBF\x40\x8D\x3A\xA8\xF6\xC1\xF1\xAB\x82\x31\x54\x7F\x7B\x87\x09\x1C\xE9\x70\x90\x6C\x6B\x27\xA3\x68\x0C\x63\x0C\x47\x95\x40\xF5\x34\x04\x7F\x49'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test79(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x8200805A), ('P4rIngress.bitmap_seq.seq', 0xE46747DE)], 8938)
        self.setRegisterValue('P4rIngress.rounds', 0xE46747DE, 8938)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xD7), ('P4rIngress.count_exp.exponent', 0xDE)], 8938)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 8938)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x497C9549), ('P4rIngress.values_v00000.hi', 0x6D341DBB)], 8938)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x35140F05), ('P4rIngress.values_v00001.hi', 0xAE909789)], 8938)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x71C93B11), ('P4rIngress.values_v00010.hi', 0x2D4745C8)], 8938)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x30EDFB6D), ('P4rIngress.values_v00011.hi', 0x7FA7D4A3)], 8938)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6E1D6229), ('P4rIngress.values_v00100.hi', 0x959E582B)], 8938)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x6CFD649D), ('P4rIngress.values_v00101.hi', 0x49E5E3DD)], 8938)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0xD72703B1), ('P4rIngress.values_v00110.hi', 0x62A70AD1)], 8938)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x6FB359C8), ('P4rIngress.values_v00111.hi', 0x355E1597)], 8938)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x40CF17CF), ('P4rIngress.values_v01000.hi', 0xBE3F39AA)], 8938)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x66528D22), ('P4rIngress.values_v01001.hi', 0x9B4EA07F)], 8938)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x32355371), ('P4rIngress.values_v01010.hi', 0xA70953D5)], 8938)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xB4B5BC98), ('P4rIngress.values_v01011.hi', 0x36C8E5B9)], 8938)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x6D5E4271), ('P4rIngress.values_v01100.hi', 0x3FB7D4EF)], 8938)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x79795272), ('P4rIngress.values_v01101.hi', 0x6ADC9389)], 8938)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x677C5E76), ('P4rIngress.values_v01110.hi', 0x9457A3BA)], 8938)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x552A7854), ('P4rIngress.values_v01111.hi', 0x97AECCEE)], 8938)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x56A865F0), ('P4rIngress.values_v10000.hi', 0x4FE41BA5)], 8938)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x5B0669C9), ('P4rIngress.values_v10001.hi', 0x6199A5C7)], 8938)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xA7C29B74), ('P4rIngress.values_v10010.hi', 0x590CF757)], 8938)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xCCF6CCF3), ('P4rIngress.values_v10011.hi', 0x9B93CB6E)], 8938)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x9EEFA755), ('P4rIngress.values_v10100.hi', 0x3552F1BB)], 8938)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x8D696E3A), ('P4rIngress.values_v10101.hi', 0x96791A8B)], 8938)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x86922FB6), ('P4rIngress.values_v10110.hi', 0x54D41DC5)], 8938)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x16ED282F), ('P4rIngress.values_v10111.hi', 0x49B35D88)], 8938)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xE9AE9E5A), ('P4rIngress.values_v11000.hi', 0x5CC92771)], 8938)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x5764E0D9), ('P4rIngress.values_v11001.hi', 0xD8D9B741)], 8938)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xA975D553), ('P4rIngress.values_v11010.hi', 0x0537E1A1)], 8938)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xA7D71B4F), ('P4rIngress.values_v11011.hi', 0x17AA3ED9)], 8938)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xF5AEA5FF), ('P4rIngress.values_v11100.hi', 0x5735EF62)], 8938)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xAB7A943D), ('P4rIngress.values_v11101.hi', 0x8F6752D0)], 8938)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x60BEC857), ('P4rIngress.values_v11110.hi', 0xA97624E2)], 8938)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x525C16AE), ('P4rIngress.values_v11111.hi', 0xA51280E9)], 8938)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4A60),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000177),
                gc.DataTuple('slot_count', 0x00000F3F),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x14CFC87D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x003),
                gc.KeyTuple('src_addr', 0x3C08F43F),
                gc.KeyTuple('src_port', 0x3512),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4A60),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x030E),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3C\x08\xF4\x3F\x00\x00\x00\x00\x35\x12\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x4A\x60\x00\x00\x14\xCF\xC8\x7D\x01\x73\x07\xB9\xE4\x67\x47\xDE\x00\x40\x00\x00\x67\x11\xC3\xD1\x2D\xFB\x31\xB8\x4B\x43\x8D\x56\xB6\xA7\x76\xC5\x11\x7D\x34\xE7\x26\x56\xEB\x49\xA4\x28\x08\x6F\x47\x8E\xE5\xA1\x57\x6D\x28\x03\x94\xAC\x5A\x2B\x41\xA4\x2D\xB3\x69\xFD\xB5\x83\x1A\xAE\xFE\x97\x67\x64\x9F\x9E\x74\xB7\x59\xAC\x65\x1A\xD3\xBA\x51\x05\xBC\x31\xBF\xC9\x98\x28\xE1\xB2\x89\xC7\xFF\x51\xA1\xB7\xCE\x33\xD4\xDF\xCD\x35\xB1\xD3\x9E\xB3\x2F\xD3\x4C\x41\xAB\x74\x63\x90\xC8\xD5\xEC\xD5\x95\x59\x15\x21\x50\x3F\x3F\xFA\x5A\x5B\x55\x14\x08\x9F\xB4\x60\x49\xFA\x56\x5E\x00\xD8\xBD\xD6\x61\x50\x48\xB4\xB4\xBC\x68\x7A\x8F\xAD\x56\xFB\x06\x5E\x57\xC3\x4E\x35\x15\xDE\x92\xC2\x29\xA7\x75\xDC\xAE\xEC\xCE\x58\xE6\xD2\x9D\xAA\x0A\xE2\xAD\x2C\x23\x56\x96\xF7\xB9\x8D\xAC\xD0\xD7\xB9\x34\xD2\x06\x76\x8A\x1F\x5E\xD3\xD1\xB3\x70\x58\xA0\x28\x63\x55\x44\xBD\x8E\x38\x24\xCB\x29\xC6\x1E\x38\x00\xCD\x9B\xEB\x8D\xA9\x94\x77\xB3\x67\xB9\x2F\x9D\x75\xAE\x35\xB4\x56\xD2\xFD\x70\x3C\x6E\xDB\x98\x89\x3D\xE4\x59\x25\x47\x32\xAF\x16\xB6\xF5\xD0\x72\x2E\xE7\x69\x7E\x20\xC2\xAE\x30\x22\xBA\x7E\x43\xF3\x32\xBD\xC8\xF0\x4F\x9F\x5B\x6D\x9E\x0F\x74\x36\x3D\xB6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test80(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x947EDC5C), ('P4rIngress.bitmap_seq.seq', 0x77888899)], 13085)
        self.setRegisterValue('P4rIngress.rounds', 0x77888899, 13085)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0D), ('P4rIngress.count_exp.exponent', 0xD3)], 13085)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13085)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x77B3B59F), ('P4rIngress.values_v00000.hi', 0x4C3AF966)], 13085)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x5A1682F9), ('P4rIngress.values_v00001.hi', 0xBAE6BCD7)], 13085)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x2892FC03), ('P4rIngress.values_v00010.hi', 0x133BD4F9)], 13085)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x75F5B3C3), ('P4rIngress.values_v00011.hi', 0x42273E31)], 13085)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6577A471), ('P4rIngress.values_v00100.hi', 0x8DFAF354)], 13085)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x5D363D8D), ('P4rIngress.values_v00101.hi', 0x790F170B)], 13085)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0xCF3CD057), ('P4rIngress.values_v00110.hi', 0x48CFBFED)], 13085)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x1907B76D), ('P4rIngress.values_v00111.hi', 0x2B5E85D5)], 13085)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5315D875), ('P4rIngress.values_v01000.hi', 0xAC29AAF1)], 13085)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x9AAAAF13), ('P4rIngress.values_v01001.hi', 0x197E80BF)], 13085)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x2B964F73), ('P4rIngress.values_v01010.hi', 0xB5AB677F)], 13085)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xAA3A4A55), ('P4rIngress.values_v01011.hi', 0x5169D951)], 13085)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x77509D4F), ('P4rIngress.values_v01100.hi', 0x4AD76D8F)], 13085)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x7B4A97E7), ('P4rIngress.values_v01101.hi', 0x2B7DBB8A)], 13085)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x27AE7C51), ('P4rIngress.values_v01110.hi', 0xAD2C5DDC)], 13085)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x3265EC2C), ('P4rIngress.values_v01111.hi', 0xA8F590E1)], 13085)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x7EA9325B), ('P4rIngress.values_v10000.hi', 0x42B26413)], 13085)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x7116B3F9), ('P4rIngress.values_v10001.hi', 0x3070B376)], 13085)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x0795A15F), ('P4rIngress.values_v10010.hi', 0x4BF4A694)], 13085)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x88D7A9C5), ('P4rIngress.values_v10011.hi', 0x0D2756F7)], 13085)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xE70839D9), ('P4rIngress.values_v10100.hi', 0x2DDB56D3)], 13085)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x9236E311), ('P4rIngress.values_v10101.hi', 0x8B9DC04A)], 13085)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x0A71C9C1), ('P4rIngress.values_v10110.hi', 0x7BA35C8E)], 13085)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x56D227E3), ('P4rIngress.values_v10111.hi', 0x7E36B779)], 13085)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xCE347325), ('P4rIngress.values_v11000.hi', 0x35134651)], 13085)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xB92A9E56), ('P4rIngress.values_v11001.hi', 0x90B764C3)], 13085)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xB02DB469), ('P4rIngress.values_v11010.hi', 0x1841D4E5)], 13085)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x4B87CE4D), ('P4rIngress.values_v11011.hi', 0xB5F1CE85)], 13085)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x6CD74B5B), ('P4rIngress.values_v11100.hi', 0x545EA9BB)], 13085)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x62D52CA6), ('P4rIngress.values_v11101.hi', 0x50C0DBDB)], 13085)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x36A39F2A), ('P4rIngress.values_v11110.hi', 0x4C003657)], 13085)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4D5D3CD9), ('P4rIngress.values_v11111.hi', 0x98EF1385)], 13085)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xAAD6),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E18),
                gc.DataTuple('slot_count', 0x00000FAE),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x01EACD83),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00D),
                gc.KeyTuple('src_addr', 0x3AD87E83),
                gc.KeyTuple('src_port', 0xA7CE),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xAAD6),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x02B4),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 13
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3A\xD8\x7E\x83\x00\x00\x00\x00\xA7\xCE\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xAA\xD6\x00\x00\x01\xEA\xCD\x83\x05\x05\x07\x61\x77\x88\x88\x99\x00\x40\x00\x00\x73\x21\xDC\xFC\x4D\x22\xBA\x9B\x71\xF2\x47\xD3\xA4\x31\x7C\xDE\x70\xB3\xDB\xE3\x3A\xBD\x93\xA1\xB4\xDD\x28\xB6\x6C\xA9\xFC\xF6\x55\x39\x23\xAB\x84\x78\x02\x04\x51\x98\xAF\x88\x35\xE2\x79\x57\xFC\x89\x4C\xD4\x6A\x92\x0F\x67\x75\xC9\x2D\x25\x6F\x3D\x37\x59\x6E\x7E\x97\x91\xA5\x22\x96\xA5\x6B\xA7\xA5\xB3\xFF\xFC\xC9\x7D\x2C\xD4\x77\x06\x85\x35\x40\x57\xAE\x62\x68\xD5\x5D\x1A\xB1\xA9\x57\x8C\x31\x2D\xF2\x57\xDD\xB4\x43\xBC\xD7\x4E\x5F\x9D\xA0\xF3\x71\xA4\x99\x77\xAD\xAF\x0C\x68\x7A\xE8\x53\xF2\xA5\x86\xD6\x06\x0C\xF1\xB0\xC1\x5D\x10\xCF\x8B\x47\x3D\xC6\xD7\x75\xE4\xBD\xBD\xB0\xAD\xAE\xC5\x5A\xF6\x52\x99\xF4\xE6\x72\x81\x09\x2F\xDE\x7F\x4D\xDC\xA3\xDB\xE8\x89\x3E\xD7\xB2\x14\x18\x17\x9A\x30\x4F\xBA\x2F\x52\x89\xE3\x53\x0E\x9A\xD3\x4C\xAE\x35\xAB\x6C\x01\xAF\x09\xA8\x55\xD3\x74\x56\x71\x37\x12\x2B\x8A\xA9\x53\x60\x73\x75\xDD\xAF\x3D\xCE\xF0\x6F\xFC\xA3\xA7\x6F\x8D\xD4\x08\x8D\x6C\x2C\x87\x4B\xDE\xCA\x69\x42\xE9\xC9\xBD\x9F\x6A\xFB\x29\x4E\x0C\x0A\x09\x68\x8A\xC6\x35\xAE\x3C\xF4\x4D\x5C\xCD\x9C\xFD\xC2\xF5\x57\x2D\x46\x43\x9C\xF4\x79\x6B\x76\x68\x4D\xE5\x59\xC5\xE8\x0B\x07\xAB\x92\xDB\xA5\x39\x6D\x9F\x64\xC1\xE1\xFC\xF6\x3F\x60\x9C\x30\x6B\x5F\x53\x8A\x51\x9B\x75\x7D\x3F\x25\x75\x5D\xE7\x29\x90\x5C\xCA\x86\xF5\x93\xF1\x9F\xDF\x92\x9B\xB3\x2A\xB0\xE9\x7B\xA9\xBF\xDB\x76\x20\x05\x35\x6E\x20\x7A\x94\x2B\xB2\xF3\x7A\x3B\x73\x83\xE5\x1C\x23\xF7\x31\x9A\x2F\xFD\x4C\xBC\x02\x53\xA0\x40\x0E\x64\x99\x05\x27\x3A\x36\x7F\xA9\xC6\x62\xD2\x1F\x27\x64\xE6\x9F\x89\x5C\xF7\xB1\x6F\xDF\xD0\xDF\xA3\x6A\x77\xFF\xB7\xD5\x0E\x65\x2F\x26\x46\x49\xB9\x5C\x3C\x40\x7C\xA8\xC5\x7A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x3A\xD8\x7E\x83\xBE\xEF\xA7\xCE\x01\x20\x00\x00\x50\x34\x02\x82\xAA\xD6\x00\x00\x01\xEA\xCD\x83\x05\x05\x01\x61\x77\x88\x88\x99\x00\x40\x00\x0E\x7F\xFF\xFF\xFF\x4D\x22\xBA\x9B\x7F\xFF\xFF\xFF\xA4\x31\x7C\xDE\x7F\xFF\xFF\xFF\x3A\xBD\x93\xA1\x2A\xD2\xDC\x79\x6C\xA9\xFC\xF6\x7F\xFF\xFF\xFF\x84\x78\x02\x04\x7F\xFF\xFF\xFF\x35\xE2\x79\x57\xCB\xC6\x1D\x2B\x6A\x92\x0F\x67\x7F\xFF\xFF\xFF\x6F\x3D\x37\x59\x7F\xFF\xFF\xFF\xA5\x22\x96\xA5\x06\x52\x54\xC6\xFF\xFC\xC9\x7D\x58\x6A\xC6\x79\x85\x35\x40\x57\x80\x00\x00\x00\x5D\x1A\xB1\xA9\x7F\xFF\xFF\xFF\xF2\x57\xDD\xB4\x7F\xFF\xFF\xFF\x5F\x9D\xA0\xF3\x7F\xFF\xFF\xFF\xAD\xAF\x0C\x68\x7F\xFF\xFF\xFF\xA5\x86\xD6\x06\x7F\xFF\xFF\xFF\x5D\x10\xCF\x8B\x7F\xFF\xFF\xFF\x75\xE4\xBD\xBD\xB8\x43\x50\x24\x5A\xF6\x52\x99\x80\x00\x00\x00\x09\x2F\xDE\x7F\x34\xE4\xDD\xB4\xE8\x89\x3E\xD7\x80\x00\x00\x00\x9A\x30\x4F\xBA\x39\xC4\x53\xA4\x53\x0E\x9A\xD3\x7F\xFF\xFF\xFF\x6C\x01\xAF\x09\x80\x00\x00\x00\x56\x71\x37\x12\xE4\xB5\x47\xA9\x60\x73\x75\xDD\x80\x00\x00\x00\x6F\xFC\xA3\xA7\x7F\xFF\xFF\xFF\x8D\x6C\x2C\x87\x7F\xFF\xFF\xFF\x42\xE9\xC9\xBD\x02\x40\x27\xCF\x4E\x0C\x0A\x09\x7F\xFF\xFF\xFF\xAE\x3C\xF4\x4D\x7F\xFF\xFF\xFF\xC2\xF5\x57\x2D\x46\x43\x9C\xF4\x79\x6B\x76\x68\x4D\xE5\x59\xC5\xE8\x0B\x07\xAB\x92\xDB\xA5\x39\x6D\x9F\x64\xC1\xE1\xFC\xF6\x3F\x60\x9C\x30\x6B\x5F\x53\x8A\x51\x9B\x75\x7D\x3F\x25\x75\x5D\xE7\x29\x90\x5C\xCA\x86\xF5\x93\xF1\x9F\xDF\x92\x9B\xB3\x2A\xB0\xE9\x7B\xA9\xBF\xDB\x76\x20\x05\x35\x6E\x20\x7A\x94\x2B\xB2\xF3\x7A\x3B\x73\x83\xE5\x1C\x23\xF7\x31\x9A\x2F\xFD\x4C\xBC\x02\x53\xA0\x40\x0E\x64\x99\x05\x27\x3A\x36\x7F\xA9\xC6\x62\xD2\x1F\x27\x64\xE6\x9F\x89\x5C\xF7\xB1\x6F\xDF\xD0\xDF\xA3\x6A\x77\xFF\xB7\xD5\x0E\x65\x2F\x26\x46\x49\xB9\x5C\x3C\x40\x7C\xA8\xC5\x7A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()

