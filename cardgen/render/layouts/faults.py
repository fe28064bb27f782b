"""What stops a layout's element from being drawn: a :class:`Fault` (from
:mod:`cardgen.render.layouts.assets`) of one key, and of one element, for the located
message."""

from __future__ import annotations

from cardgen.model.layout_types import Element
from cardgen.render.layouts.assets import Fault


class ElementFault(Exception):
    """A :class:`Fault` of one element and key (for the located message)."""

    def __init__(self, element: Element, key: str, fault: Fault) -> None:
        super().__init__(fault.message)
        self.element = element
        self.key = key
        self.fault = fault


class KeyFault(Exception):
    """A :class:`Fault` of one key of the element being drawn."""

    def __init__(self, key: str, fault: Fault) -> None:
        super().__init__(fault.message)
        self.key = key
        self.fault = fault
