//! Reading a uniform array at a run-time index (vp30): `ARL A0.x`
//! of the index times the element's size, then `c[A0.x + base]` operands.
//!
//! An array of uniforms is one IR uniform per element, laid out one after the
//! other (the back end keeps a relatively addressed array's elements together),
//! so element `k`'s row `r` is `A0.x = k * rows` away from element 0's row `r`.
//! The element read is copied to a temporary at once: a later `ARL` changes
//! what a relative operand reads.

use super::value::{Comp, Value};
use super::{unsupported, Diagnostic, Lowerer, R};
use crate::ir::{Dest, Inst, Opcode, Source, Stage, WriteMask};
use crate::sema::hir::{ExprId, ExprKind};
use crate::span::Span;

/// cgc: "Profile requires arrays with non-constant indexes to be uniform".
const NON_UNIFORM_ARRAY: u32 = 6016;

impl Lowerer<'_> {
    /// `base[index]` when `index` is a run-time value: `Ok(None)` when it is
    /// constant (the caller indexes as usual).
    pub(super) fn run_time_index(&mut self, base: ExprId, index: ExprId) -> R<Option<Value>> {
        // A float index converted to int, implicitly or by a cast: cgc floors
        // it (`FLR`, or `ARL` itself), where a conversion to int truncates.
        let (index, float_index) = match &self.body().expr(index).kind {
            ExprKind::Convert { value, .. } => (*value, true),
            _ => (index, false),
        };
        let index_span = self.body().expr(index).span;
        let index_value = self.expr(index)?;
        let index_comp = super::expr::vector(&index_value, index_span)?[0];
        if index_comp.constant().is_some() {
            return Ok(None);
        }
        // FIXME: arbvp1 and vp20 have ARL too, but cgc floors an index that
        // was truncated to int (`ARL` of the float), which the front end does
        // not track yet; only vp30 (which needs it for its loops) uses this.
        if self.caps.stage != Stage::Vertex || !self.caps.branches {
            return Err(unsupported(index_span, "indexing with a run-time value"));
        }
        let base_value = self.expr(base)?;
        let Value::Aggregate(items) = &base_value else {
            return Err(unsupported(index_span, "indexing with a run-time value"));
        };
        let Some(layout) = self.uniform_array_layout(items) else {
            return Err(Diagnostic::error(
                NON_UNIFORM_ARRAY,
                index_span,
                "Profile requires arrays with non-constant indexes to be uniform",
            ));
        };
        Ok(Some(self.relative_read(
            &items[0],
            index_comp,
            float_index,
            layout,
            index_span,
        )?))
    }

    /// The stride in rows between elements when `items` are uniforms laid out
    /// one after the other with the same shape.
    fn uniform_array_layout(&self, items: &[Value]) -> Option<u32> {
        let first = items.first()?.components();
        let mut stride = None;
        for (k, item) in items.iter().enumerate() {
            let comps = item.components();
            if comps.len() != first.len() || comps.is_empty() {
                return None;
            }
            for (a, b) in first.iter().zip(&comps) {
                let (
                    Comp::Reg {
                        source: Source::Uniform(u0, r0),
                        component: c0,
                        negate: false,
                    },
                    Comp::Reg {
                        source: Source::Uniform(uk, rk),
                        component: ck,
                        negate: false,
                    },
                ) = (*a, *b)
                else {
                    return None;
                };
                let rows = self.ir.uniforms.get(u0.0 as usize)?.rows;
                if c0 != ck || rk != r0 || uk.0 != u0.0 + k as u32 {
                    return None;
                }
                if stride.is_some_and(|s| s != rows) {
                    return None;
                }
                stride = Some(rows);
            }
        }
        stride
    }

    fn relative_read(
        &mut self,
        first: &Value,
        index: Comp,
        float_index: bool,
        stride: u32,
        span: Span,
    ) -> R<Value> {
        let address = if stride == 1 {
            index
        } else {
            let whole = if float_index {
                self.op(Opcode::Flr, &[&[index]], 1)[0]
            } else {
                index
            };
            self.mul(&[whole], &[Comp::Const(stride as f32)])[0]
        };
        let operand = self.operand(&[address]);
        if !self.address_holds(&operand) {
            self.ir.push(Inst::arl(operand));
        }
        self.copy_relative(first, span)
    }

    /// True when the block being built already loaded `A0.x` from `operand`
    /// and nothing since changed the register it reads.
    fn address_holds(&self, operand: &crate::ir::Operand) -> bool {
        for inst in self.ir.blocks[0].insts.iter().rev() {
            if inst.op == Opcode::Arl {
                return inst.operands.first() == Some(operand);
            }
            let writes_operand = match (inst.dest.and_then(|d| d.temp_reg()), operand.source) {
                (Some(written), Source::Temp(read)) => written == read,
                _ => false,
            };
            if writes_operand {
                return false;
            }
        }
        false
    }

    /// `first` (element 0's value) read relative to `A0.x` into temporaries.
    fn copy_relative(&mut self, first: &Value, span: Span) -> R<Value> {
        match first {
            Value::Vector(comps) => {
                let reg = self.ir.new_vreg();
                // One row of one uniform: a single `MOV`.
                if let Some(Comp::Reg {
                    source: Source::Uniform(uniform, row),
                    ..
                }) = comps.first().copied()
                {
                    let mut swizzle = [0u8, 1, 2, 3];
                    let mut whole_row = comps.len() <= 4;
                    for (i, comp) in comps.iter().enumerate() {
                        match *comp {
                            Comp::Reg {
                                source: Source::Uniform(u, r),
                                component,
                                negate: false,
                            } if u == uniform && r == row && i < 4 => swizzle[i] = component,
                            _ => whole_row = false,
                        }
                    }
                    if whole_row {
                        let operand =
                            crate::ir::Operand::new(Source::UniformRelative(uniform, row as i32))
                                .with_swizzle(crate::ir::Swizzle(swizzle));
                        let mask = WriteMask((1u8 << comps.len()) - 1);
                        self.ir
                            .push(Inst::new(Opcode::Mov, Dest::temp(reg, mask), &[operand]));
                        return Ok(Value::Vector(
                            (0..comps.len())
                                .map(|i| Comp::reg(Source::Temp(reg), i as u8))
                                .collect(),
                        ));
                    }
                }
                let mut out = super::value::Vector::new();
                for (i, &comp) in comps.iter().enumerate() {
                    let Comp::Reg {
                        source: Source::Uniform(uniform, row),
                        component,
                        ..
                    } = comp
                    else {
                        return Err(unsupported(span, "indexing with a run-time value"));
                    };
                    let mut swizzle = [component; 4];
                    swizzle[i] = component;
                    let operand =
                        crate::ir::Operand::new(Source::UniformRelative(uniform, row as i32))
                            .with_swizzle(crate::ir::Swizzle(swizzle));
                    self.ir.push(Inst::new(
                        Opcode::Mov,
                        Dest::temp(reg, WriteMask::single(i as u8)),
                        &[operand],
                    ));
                    out.push(Comp::reg(Source::Temp(reg), i as u8));
                }
                Ok(Value::Vector(out))
            }
            Value::Aggregate(items) => Ok(Value::Aggregate(
                items
                    .iter()
                    .map(|item| self.copy_relative(item, span))
                    .collect::<R<_>>()?,
            )),
            _ => Err(unsupported(span, "indexing with a run-time value")),
        }
    }
}
