"""The P4Runtime model's errors, shared by the controller and the software switch's
P4Runtime server: a name or value the P4Info does not have, a bad configuration or
device config.  The controller's errors derive from :class:`ModelError` too
(``controller.errors.ControllerError`` is it)."""

from __future__ import annotations


class ModelError(Exception):
    """Base class of the P4Runtime model's errors and of the controller's."""

    exit_code = 1


class SchemaError(ModelError, KeyError):
    """A name that the P4Info does not have, or a value that does not fit."""

    exit_code = 5

    def __str__(self) -> str:  # KeyError quotes its message; we do not want that
        return str(self.args[0]) if self.args else ""


class ConfigError(ModelError, ValueError):
    """A bad configuration; the message names the file, the key and the problem."""

    exit_code = 2
