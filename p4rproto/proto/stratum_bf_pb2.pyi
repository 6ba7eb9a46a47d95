from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class BfPipelineConfig(_message.Message):
    __slots__ = ("p4_name", "bfruntime_info", "profiles")
    class Profile(_message.Message):
        __slots__ = ("profile_name", "context", "binary", "pipe_scope")
        PROFILE_NAME_FIELD_NUMBER: _ClassVar[int]
        CONTEXT_FIELD_NUMBER: _ClassVar[int]
        BINARY_FIELD_NUMBER: _ClassVar[int]
        PIPE_SCOPE_FIELD_NUMBER: _ClassVar[int]
        profile_name: str
        context: bytes
        binary: bytes
        pipe_scope: _containers.RepeatedScalarFieldContainer[int]
        def __init__(self, profile_name: _Optional[str] = ..., context: _Optional[bytes] = ..., binary: _Optional[bytes] = ..., pipe_scope: _Optional[_Iterable[int]] = ...) -> None: ...
    P4_NAME_FIELD_NUMBER: _ClassVar[int]
    BFRUNTIME_INFO_FIELD_NUMBER: _ClassVar[int]
    PROFILES_FIELD_NUMBER: _ClassVar[int]
    p4_name: str
    bfruntime_info: bytes
    profiles: _containers.RepeatedCompositeFieldContainer[BfPipelineConfig.Profile]
    def __init__(self, p4_name: _Optional[str] = ..., bfruntime_info: _Optional[bytes] = ..., profiles: _Optional[_Iterable[_Union[BfPipelineConfig.Profile, _Mapping]]] = ...) -> None: ...
