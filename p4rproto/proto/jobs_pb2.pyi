from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class DescribeRequest(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class DescribeReply(_message.Message):
    __slots__ = ("switch_ip", "switch_port", "elems_per_packet")
    SWITCH_IP_FIELD_NUMBER: _ClassVar[int]
    SWITCH_PORT_FIELD_NUMBER: _ClassVar[int]
    ELEMS_PER_PACKET_FIELD_NUMBER: _ClassVar[int]
    switch_ip: str
    switch_port: int
    elems_per_packet: int
    def __init__(self, switch_ip: _Optional[str] = ..., switch_port: _Optional[int] = ..., elems_per_packet: _Optional[int] = ...) -> None: ...

class JoinRequest(_message.Message):
    __slots__ = ("job_name", "world_size", "rank", "ip", "udp_port", "slots", "elems_per_packet", "run_id")
    JOB_NAME_FIELD_NUMBER: _ClassVar[int]
    WORLD_SIZE_FIELD_NUMBER: _ClassVar[int]
    RANK_FIELD_NUMBER: _ClassVar[int]
    IP_FIELD_NUMBER: _ClassVar[int]
    UDP_PORT_FIELD_NUMBER: _ClassVar[int]
    SLOTS_FIELD_NUMBER: _ClassVar[int]
    ELEMS_PER_PACKET_FIELD_NUMBER: _ClassVar[int]
    RUN_ID_FIELD_NUMBER: _ClassVar[int]
    job_name: str
    world_size: int
    rank: int
    ip: str
    udp_port: int
    slots: int
    elems_per_packet: int
    run_id: str
    def __init__(self, job_name: _Optional[str] = ..., world_size: _Optional[int] = ..., rank: _Optional[int] = ..., ip: _Optional[str] = ..., udp_port: _Optional[int] = ..., slots: _Optional[int] = ..., elems_per_packet: _Optional[int] = ..., run_id: _Optional[str] = ...) -> None: ...

class JoinReply(_message.Message):
    __slots__ = ("switch_ip", "switch_port", "job_id", "session", "slots", "elems_per_packet", "member_id", "lease_seconds", "switch_name", "local_rank", "local_workers")
    SWITCH_IP_FIELD_NUMBER: _ClassVar[int]
    SWITCH_PORT_FIELD_NUMBER: _ClassVar[int]
    JOB_ID_FIELD_NUMBER: _ClassVar[int]
    SESSION_FIELD_NUMBER: _ClassVar[int]
    SLOTS_FIELD_NUMBER: _ClassVar[int]
    ELEMS_PER_PACKET_FIELD_NUMBER: _ClassVar[int]
    MEMBER_ID_FIELD_NUMBER: _ClassVar[int]
    LEASE_SECONDS_FIELD_NUMBER: _ClassVar[int]
    SWITCH_NAME_FIELD_NUMBER: _ClassVar[int]
    LOCAL_RANK_FIELD_NUMBER: _ClassVar[int]
    LOCAL_WORKERS_FIELD_NUMBER: _ClassVar[int]
    switch_ip: str
    switch_port: int
    job_id: int
    session: int
    slots: int
    elems_per_packet: int
    member_id: str
    lease_seconds: float
    switch_name: str
    local_rank: int
    local_workers: int
    def __init__(self, switch_ip: _Optional[str] = ..., switch_port: _Optional[int] = ..., job_id: _Optional[int] = ..., session: _Optional[int] = ..., slots: _Optional[int] = ..., elems_per_packet: _Optional[int] = ..., member_id: _Optional[str] = ..., lease_seconds: _Optional[float] = ..., switch_name: _Optional[str] = ..., local_rank: _Optional[int] = ..., local_workers: _Optional[int] = ...) -> None: ...

class MemberRef(_message.Message):
    __slots__ = ("member_id", "dumped", "dump_files", "dump_error")
    MEMBER_ID_FIELD_NUMBER: _ClassVar[int]
    DUMPED_FIELD_NUMBER: _ClassVar[int]
    DUMP_FILES_FIELD_NUMBER: _ClassVar[int]
    DUMP_ERROR_FIELD_NUMBER: _ClassVar[int]
    member_id: str
    dumped: int
    dump_files: _containers.RepeatedScalarFieldContainer[str]
    dump_error: str
    def __init__(self, member_id: _Optional[str] = ..., dumped: _Optional[int] = ..., dump_files: _Optional[_Iterable[str]] = ..., dump_error: _Optional[str] = ...) -> None: ...

class HeartbeatReply(_message.Message):
    __slots__ = ("alive", "reason", "replaced_by", "dump_request")
    ALIVE_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    REPLACED_BY_FIELD_NUMBER: _ClassVar[int]
    DUMP_REQUEST_FIELD_NUMBER: _ClassVar[int]
    alive: bool
    reason: str
    replaced_by: str
    dump_request: int
    def __init__(self, alive: bool = ..., reason: _Optional[str] = ..., replaced_by: _Optional[str] = ..., dump_request: _Optional[int] = ...) -> None: ...

class DumpRequest(_message.Message):
    __slots__ = ("job_name", "wait_seconds")
    JOB_NAME_FIELD_NUMBER: _ClassVar[int]
    WAIT_SECONDS_FIELD_NUMBER: _ClassVar[int]
    job_name: str
    wait_seconds: float
    def __init__(self, job_name: _Optional[str] = ..., wait_seconds: _Optional[float] = ...) -> None: ...

class RankDump(_message.Message):
    __slots__ = ("rank", "ip", "files", "error")
    RANK_FIELD_NUMBER: _ClassVar[int]
    IP_FIELD_NUMBER: _ClassVar[int]
    FILES_FIELD_NUMBER: _ClassVar[int]
    ERROR_FIELD_NUMBER: _ClassVar[int]
    rank: int
    ip: str
    files: _containers.RepeatedScalarFieldContainer[str]
    error: str
    def __init__(self, rank: _Optional[int] = ..., ip: _Optional[str] = ..., files: _Optional[_Iterable[str]] = ..., error: _Optional[str] = ...) -> None: ...

class DumpReply(_message.Message):
    __slots__ = ("request", "world_size", "ranks", "heartbeat_seconds")
    REQUEST_FIELD_NUMBER: _ClassVar[int]
    WORLD_SIZE_FIELD_NUMBER: _ClassVar[int]
    RANKS_FIELD_NUMBER: _ClassVar[int]
    HEARTBEAT_SECONDS_FIELD_NUMBER: _ClassVar[int]
    request: int
    world_size: int
    ranks: _containers.RepeatedCompositeFieldContainer[RankDump]
    heartbeat_seconds: float
    def __init__(self, request: _Optional[int] = ..., world_size: _Optional[int] = ..., ranks: _Optional[_Iterable[_Union[RankDump, _Mapping]]] = ..., heartbeat_seconds: _Optional[float] = ...) -> None: ...

class LeaveReply(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class ListJobsRequest(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class Member(_message.Message):
    __slots__ = ("rank", "ip", "udp_port", "lease_age_seconds")
    RANK_FIELD_NUMBER: _ClassVar[int]
    IP_FIELD_NUMBER: _ClassVar[int]
    UDP_PORT_FIELD_NUMBER: _ClassVar[int]
    LEASE_AGE_SECONDS_FIELD_NUMBER: _ClassVar[int]
    rank: int
    ip: str
    udp_port: int
    lease_age_seconds: float
    def __init__(self, rank: _Optional[int] = ..., ip: _Optional[str] = ..., udp_port: _Optional[int] = ..., lease_age_seconds: _Optional[float] = ...) -> None: ...

class JobInfo(_message.Message):
    __slots__ = ("job_name", "job_id", "world_size", "installed", "session", "slot_base", "slots", "members", "packets", "parts", "run_id")
    JOB_NAME_FIELD_NUMBER: _ClassVar[int]
    JOB_ID_FIELD_NUMBER: _ClassVar[int]
    WORLD_SIZE_FIELD_NUMBER: _ClassVar[int]
    INSTALLED_FIELD_NUMBER: _ClassVar[int]
    SESSION_FIELD_NUMBER: _ClassVar[int]
    SLOT_BASE_FIELD_NUMBER: _ClassVar[int]
    SLOTS_FIELD_NUMBER: _ClassVar[int]
    MEMBERS_FIELD_NUMBER: _ClassVar[int]
    PACKETS_FIELD_NUMBER: _ClassVar[int]
    PARTS_FIELD_NUMBER: _ClassVar[int]
    RUN_ID_FIELD_NUMBER: _ClassVar[int]
    job_name: str
    job_id: int
    world_size: int
    installed: bool
    session: int
    slot_base: int
    slots: int
    members: _containers.RepeatedCompositeFieldContainer[Member]
    packets: int
    parts: _containers.RepeatedCompositeFieldContainer[JobPart]
    run_id: str
    def __init__(self, job_name: _Optional[str] = ..., job_id: _Optional[int] = ..., world_size: _Optional[int] = ..., installed: bool = ..., session: _Optional[int] = ..., slot_base: _Optional[int] = ..., slots: _Optional[int] = ..., members: _Optional[_Iterable[_Union[Member, _Mapping]]] = ..., packets: _Optional[int] = ..., parts: _Optional[_Iterable[_Union[JobPart, _Mapping]]] = ..., run_id: _Optional[str] = ...) -> None: ...

class JobPart(_message.Message):
    __slots__ = ("switch_name", "role", "session", "slot_base", "workers", "packets")
    SWITCH_NAME_FIELD_NUMBER: _ClassVar[int]
    ROLE_FIELD_NUMBER: _ClassVar[int]
    SESSION_FIELD_NUMBER: _ClassVar[int]
    SLOT_BASE_FIELD_NUMBER: _ClassVar[int]
    WORKERS_FIELD_NUMBER: _ClassVar[int]
    PACKETS_FIELD_NUMBER: _ClassVar[int]
    switch_name: str
    role: str
    session: int
    slot_base: int
    workers: int
    packets: int
    def __init__(self, switch_name: _Optional[str] = ..., role: _Optional[str] = ..., session: _Optional[int] = ..., slot_base: _Optional[int] = ..., workers: _Optional[int] = ..., packets: _Optional[int] = ...) -> None: ...

class SwitchCounters(_message.Message):
    __slots__ = ("switch_name", "counters", "unreachable")
    class CountersEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: int
        def __init__(self, key: _Optional[str] = ..., value: _Optional[int] = ...) -> None: ...
    SWITCH_NAME_FIELD_NUMBER: _ClassVar[int]
    COUNTERS_FIELD_NUMBER: _ClassVar[int]
    UNREACHABLE_FIELD_NUMBER: _ClassVar[int]
    switch_name: str
    counters: _containers.ScalarMap[str, int]
    unreachable: str
    def __init__(self, switch_name: _Optional[str] = ..., counters: _Optional[_Mapping[str, int]] = ..., unreachable: _Optional[str] = ...) -> None: ...

class ListJobsReply(_message.Message):
    __slots__ = ("jobs", "switch_counters", "switches")
    class SwitchCountersEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: int
        def __init__(self, key: _Optional[str] = ..., value: _Optional[int] = ...) -> None: ...
    JOBS_FIELD_NUMBER: _ClassVar[int]
    SWITCH_COUNTERS_FIELD_NUMBER: _ClassVar[int]
    SWITCHES_FIELD_NUMBER: _ClassVar[int]
    jobs: _containers.RepeatedCompositeFieldContainer[JobInfo]
    switch_counters: _containers.ScalarMap[str, int]
    switches: _containers.RepeatedCompositeFieldContainer[SwitchCounters]
    def __init__(self, jobs: _Optional[_Iterable[_Union[JobInfo, _Mapping]]] = ..., switch_counters: _Optional[_Mapping[str, int]] = ..., switches: _Optional[_Iterable[_Union[SwitchCounters, _Mapping]]] = ...) -> None: ...
