//! Structured statements recovered from the IR's blocks: `if`/`else`,
//! loops with `break` and `continue`, and `return`, never a `goto` (GLSL
//! has none).
//!
//! The blocks come from structured source through the lowering of a
//! profile that branches ([`crate::lower`]'s flow module), which lays them
//! out in source order:
//!
//! - a loop is a contiguous range `[header, latch]` of blocks; the latch
//!   branches back to the header (the back edge) or on to the block right
//!   after the range, the loop's *follow*, where every exit of the loop goes;
//! - an `if` is a block branching to the next block (the `then` arm) or to
//!   a later block; the `then` arm is the range in between, and when its
//!   last block jumps further on and nothing else enters the blocks after
//!   it, those are the `else` arm;
//! - an early `return` jumps to the last block, which writes the outputs.
//!
//! So no structure markers are kept in the IR: the layout is the structure.
//! The reading is checked as it is made: every edge of the graph becomes
//! either falling through in the statement sequence (to the next block, or
//! from the end of an arm to the block after the `if`) or a `break`,
//! `continue` or `return` that goes where the edge goes. An edge that fits
//! none of these is an error, never a wrong program.

use crate::ir::{Operand, Program, Terminator};

/// A structured statement.
#[derive(Clone, Debug, PartialEq)]
pub enum Stmt {
    /// The instructions of a block.
    Block(usize),
    /// `if (x of condition != 0)`, or `== 0` when `negate`.
    If {
        condition: Operand,
        negate: bool,
        then: Vec<Stmt>,
        otherwise: Vec<Stmt>,
    },
    /// `for (;;) { ... }`, left by `break` (or `return`).
    Loop(Vec<Stmt>),
    Break,
    Continue,
    /// The outputs written out, then `return;`.
    Return,
}

/// The statements of `program`'s blocks, or what could not be structured.
pub fn structure(program: &Program) -> Result<Vec<Stmt>, String> {
    let mut structurer = Structurer::new(program);
    structurer.sequence(0, program.blocks.len(), false)
}

/// An enclosing statement being built.
#[derive(Clone, Copy, Debug)]
enum Frame {
    /// An arm of an `if`: falling off its end reaches block `join`.
    Arm { join: usize },
    /// A loop body: falling off its end starts the next iteration; `break`
    /// reaches block `follow`.
    Loop { header: usize, follow: usize },
}

struct Structurer<'a> {
    program: &'a Program,
    /// Per block, the blocks that jump or branch to it.
    predecessors: Vec<Vec<usize>>,
    /// Per loop header, the last block of its loop (the latest back edge's
    /// source).
    loop_end: Vec<Option<usize>>,
    frames: Vec<Frame>,
}

impl<'a> Structurer<'a> {
    fn new(program: &'a Program) -> Structurer<'a> {
        let count = program.blocks.len();
        let mut predecessors = vec![Vec::new(); count];
        let mut loop_end: Vec<Option<usize>> = vec![None; count];
        for (index, block) in program.blocks.iter().enumerate() {
            for target in block.terminator.successors() {
                let target = target.0 as usize;
                predecessors[target].push(index);
                if target <= index {
                    loop_end[target] = Some(loop_end[target].map_or(index, |end| end.max(index)));
                }
            }
        }
        Structurer {
            program,
            predecessors,
            loop_end,
            frames: Vec::new(),
        }
    }

    /// The blocks `start..stop`, entered at `start`, as statements. A loop
    /// headed by `start` is already open when `in_loop` (its body is being
    /// built).
    fn sequence(&mut self, start: usize, stop: usize, in_loop: bool) -> Result<Vec<Stmt>, String> {
        let mut statements = Vec::new();
        let mut block = start;
        while block < stop {
            let opens_loop = !(in_loop && block == start);
            if let Some(end) = self.loop_end[block].filter(|_| opens_loop) {
                let follow = end + 1;
                if !self.falls_to(follow, stop) {
                    return Err(format!(
                        "a loop whose exit (block {follow}) is out of place"
                    ));
                }
                self.check_entered_only_at(block, follow)?;
                self.frames.push(Frame::Loop {
                    header: block,
                    follow,
                });
                let body = self.sequence(block, follow, true);
                self.frames.pop();
                statements.push(Stmt::Loop(body?));
                block = follow;
                continue;
            }
            statements.push(Stmt::Block(block));
            let at_end = block + 1 == stop;
            block = match self.program.blocks[block].terminator {
                Terminator::Return if block + 1 == self.program.blocks.len() => block + 1,
                Terminator::Return => {
                    statements.push(Stmt::Return);
                    block + 1
                }
                Terminator::Jump(target) if target.0 as usize == block + 1 && !at_end => block + 1,
                Terminator::Jump(target) => {
                    statements.extend(self.jump(target.0 as usize, at_end)?);
                    block + 1
                }
                Terminator::Branch {
                    condition,
                    if_true,
                    if_false,
                } => self.branch(
                    &mut statements,
                    block,
                    stop,
                    condition,
                    [if_true.0 as usize, if_false.0 as usize],
                )?,
            };
        }
        Ok(statements)
    }

    /// A block's branch on `condition` to `targets` (true, false) as an `if`;
    /// returns the block the sequence goes on with.
    fn branch(
        &mut self,
        statements: &mut Vec<Stmt>,
        block: usize,
        stop: usize,
        condition: Operand,
        [if_true, if_false]: [usize; 2],
    ) -> Result<usize, String> {
        let next = block + 1;
        let at_end = next == stop;
        let guard = |negate: bool, then: Vec<Stmt>| Stmt::If {
            condition,
            negate,
            then,
            otherwise: Vec::new(),
        };
        // `if (c) { then arm } [else { else arm }]`, joining after.
        if if_true == next && if_false > next && self.falls_to(if_false, stop) {
            self.check_entered_only_at(next, if_false)?;
            let else_end = self.else_end(block, if_false, stop);
            let join = else_end.unwrap_or(if_false);
            self.frames.push(Frame::Arm { join });
            let then = self.sequence(next, if_false, false);
            let otherwise = match else_end {
                Some(end) => self.sequence(if_false, end, false),
                None => Ok(Vec::new()),
            };
            self.frames.pop();
            statements.push(Stmt::If {
                condition,
                negate: false,
                then: then?,
                otherwise: otherwise?,
            });
            return Ok(join);
        }
        // A branch out (`break`, `continue`, `return`) or on to the next block.
        if if_false == next && !at_end {
            statements.push(guard(false, self.jump(if_true, false)?));
        } else if if_true == next && !at_end {
            statements.push(guard(true, self.jump(if_false, false)?));
        } else {
            let then = self.jump(if_true, at_end)?;
            let otherwise = self.jump(if_false, at_end)?;
            statements.push(match (then.is_empty(), otherwise.is_empty()) {
                (true, true) => return Ok(next),
                (true, false) => guard(true, otherwise),
                (false, true) => guard(false, then),
                (false, false) => Stmt::If {
                    condition,
                    negate: false,
                    then,
                    otherwise,
                },
            });
        }
        Ok(next)
    }

    /// The end of the `else` arm of an `if` in `block` whose `then` arm ends
    /// before `else_start`: the block the `then` arm's last block jumps to,
    /// when the blocks from `else_start` to there are entered only from
    /// `block` and falling off them reaches that block.
    fn else_end(&self, block: usize, else_start: usize, stop: usize) -> Option<usize> {
        let Terminator::Jump(target) = self.program.blocks[else_start - 1].terminator else {
            return None;
        };
        let end = target.0 as usize;
        let only_from_branch = self.predecessors[else_start] == [block];
        (end > else_start
            && only_from_branch
            && self.falls_to(end, stop)
            && self.check_entered_only_at(else_start, end).is_ok())
        .then_some(end)
    }

    /// Whether falling off the end of a statement that ends the sequence
    /// `..stop` at `block` reaches `block`: it is in the sequence, or the
    /// sequence falls through to it.
    fn falls_to(&self, block: usize, stop: usize) -> bool {
        block < stop
            || (block == stop
                && matches!(self.frames.last(), Some(Frame::Arm { join }) if *join == block))
    }

    /// Checks that the blocks `start..stop` are entered from elsewhere only
    /// at `start`.
    fn check_entered_only_at(&self, start: usize, stop: usize) -> Result<(), String> {
        for block in start + 1..stop {
            if let Some(&from) = self.predecessors[block]
                .iter()
                .find(|&&from| from < start || from >= stop)
            {
                return Err(format!(
                    "a jump from block {from} into the middle of blocks {start}..{stop}"
                ));
            }
        }
        Ok(())
    }

    /// The statements that go to `target` from the current position, which
    /// is the end of the innermost sequence when `at_end`: nothing when
    /// falling off the sequence goes there, else `continue`, `break`, or
    /// for the last block the block and `return`.
    fn jump(&self, target: usize, at_end: bool) -> Result<Vec<Stmt>, String> {
        let mut falling = at_end;
        for frame in self.frames.iter().rev() {
            match *frame {
                Frame::Arm { join } => {
                    if falling && target == join {
                        return Ok(Vec::new());
                    }
                    falling = false;
                }
                Frame::Loop { header, follow } => {
                    if target == header {
                        return Ok(if falling {
                            Vec::new()
                        } else {
                            vec![Stmt::Continue]
                        });
                    }
                    if target == follow {
                        return Ok(vec![Stmt::Break]);
                    }
                    break;
                }
            }
        }
        let last = self.program.blocks.len() - 1;
        if target == last && self.program.blocks[last].terminator == Terminator::Return {
            return Ok(vec![Stmt::Block(last), Stmt::Return]);
        }
        Err(format!("a jump to block {target} out of nested constructs"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::text::parse;

    fn shape(statements: &[Stmt]) -> String {
        statements
            .iter()
            .map(|statement| match statement {
                Stmt::Block(index) => format!("b{index}"),
                Stmt::If {
                    negate,
                    then,
                    otherwise,
                    ..
                } => {
                    let not = if *negate { "!" } else { "" };
                    if otherwise.is_empty() {
                        format!("if{not}({})", shape(then))
                    } else {
                        format!("if{not}({} else {})", shape(then), shape(otherwise))
                    }
                }
                Stmt::Loop(body) => format!("loop({})", shape(body)),
                Stmt::Break => "break".to_string(),
                Stmt::Continue => "continue".to_string(),
                Stmt::Return => "return".to_string(),
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    fn structured(text: &str) -> Result<String, String> {
        let program = parse(text).expect("the test program parses");
        structure(&program).map(|statements| shape(&statements))
    }

    /// The blocks of a program that only branches, `bN: <terminator>`.
    fn blocks(terminators: &[&str]) -> String {
        let mut text = String::from("stage fragment\ntemps 1\n");
        for (index, terminator) in terminators.iter().enumerate() {
            text.push_str(&format!("b{index}:\n  {terminator}\n"));
        }
        text
    }

    #[test]
    fn straight_blocks_stay_a_sequence() {
        assert_eq!(structured(&blocks(&["return"])), Ok("b0".into()));
        assert_eq!(
            structured(&blocks(&["jump b1", "jump b2", "return"])),
            Ok("b0 b1 b2".into())
        );
    }

    #[test]
    fn a_rotated_loop_is_an_if_around_a_loop_left_by_its_test() {
        // pre: test; body: ...; test again, back to the body; exit.
        let text = blocks(&["branch t0.x ? b1 : b2", "branch t0.x ? b1 : b2", "return"]);
        assert_eq!(
            structured(&text),
            Ok("b0 if(loop(b1 if!(break))) b2".into())
        );
    }

    #[test]
    fn a_break_in_the_body_leaves_the_loop() {
        // b1: if (c) goto b2 (break arm) else b3; b3 is the latch.
        let text = blocks(&[
            "jump b1",
            "branch t0.x ? b2 : b3",
            "jump b4",
            "branch t0.y ? b1 : b4",
            "return",
        ]);
        assert_eq!(
            structured(&text),
            Ok("b0 loop(b1 if(b2 break) b3 if!(break)) b4".into())
        );
    }

    #[test]
    fn a_continue_goes_to_the_header_and_nested_loops_nest() {
        let text = blocks(&[
            "branch t0.x ? b1 : b5",
            "branch t0.y ? b2 : b4",
            "branch t0.z ? b2 : b3",
            "jump b1",
            "branch t0.w ? b1 : b5",
            "return",
        ]);
        assert_eq!(
            structured(&text),
            Ok("b0 if(loop(b1 if(loop(b2 if!(break)) b3 continue) b4 if!(break))) b5".into())
        );
    }

    #[test]
    fn if_then_else_and_an_early_return() {
        let text = blocks(&["branch t0.x ? b1 : b2", "jump b3", "jump b3", "return"]);
        assert_eq!(structured(&text), Ok("b0 if(b1 else b2) b3".into()));
        // Without an `else`: the arm falls through to the join.
        let text = blocks(&["branch t0.x ? b1 : b2", "jump b2", "return"]);
        assert_eq!(structured(&text), Ok("b0 if(b1) b2".into()));
        // A return from inside a loop: the last block, then `return`.
        let text = blocks(&[
            "jump b1",
            "branch t0.x ? b2 : b3",
            "jump b5",
            "branch t0.y ? b1 : b4",
            "jump b5",
            "return",
        ]);
        assert_eq!(
            structured(&text),
            Ok("b0 loop(b1 if(b2 b5 return) b3 if!(break)) b4 b5".into())
        );
    }

    #[test]
    fn an_unstructured_jump_is_an_error() {
        // A jump into the middle of a loop.
        let text = blocks(&[
            "branch t0.x ? b1 : b2",
            "branch t0.x ? b1 : b3",
            "branch t0.y ? b1 : b3",
            "return",
        ]);
        assert!(structured(&text).is_err());
    }
}
