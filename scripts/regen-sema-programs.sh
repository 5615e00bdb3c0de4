#!/bin/sh
# Record cgc's programs for the sema corpus cases whose meaning lowering must
# reproduce (member functions and interfaces, constructors, switch, varyings
# without semantics, CgFX sampler/texture declarations, code a constant
# condition removes, names cgc takes that the specification reserves);
# tests/suite/sema_programs.rs compares cgrs's program with each in the VM.
# Usage: scripts/regen-sema-programs.sh   (needs cgc on PATH or CGC=...)
set -eu
cd "$(dirname "$0")/.."
CGC=${CGC:-cgc}
OUT=tests/sema/programs
mkdir -p "$OUT"
rm -f "$OUT"/*.asm
for case in \
    297_iface_struct_implements \
    301_iface_param_interface_type \
    302_iface_local_variable \
    303_struct_member_function_uses_member \
    304_struct_member_function_assigns_member \
    417_conv_matrix_ctor_truncate \
    419_conv_vector_ctor_from_matrix \
    421_conv_ctor_last_argument_overflows \
    424_conv_matrix_ctor_rows_filled \
    427_iface_param_two_implementations \
    428_struct_member_function_calls_with_member_args \
    434_ovl_stdlib_mul_matching_shapes \
    445_ovl_stdlib_literal_first_left_to_right \
    446_ovl_stdlib_literal_first_vector_overload \
    438_stmt_switch_fallthrough_default_middle \
    439_stmt_switch_in_loop_with_break \
    440_sem_varying_struct_param_without_semantics \
    442_struct_member_function_calls_sibling \
    444_misc_texture_object_with_sampler_state \
    450_ovl_user_cfloat_picks_half_by_other_arg \
    452_ovl_stdlib_step_scalar_edge_vector \
    455_misc_string_uniforms_and_annotations \
    460_stmt_continue_in_switch_in_loop \
    462_stmt_continue_in_switch_in_dynamic_loop_vp30 \
    463_arr_unsized_uniform_length_loop \
    464_iface_unsized_uniform_array_length_loop \
    465_struct_static_member_function_call \
    467_misc_global_scope_function_call \
    492_qual_specifiers_after_type \
    493_qual_profile_name_after_type_is_name \
    498_conv_fixed_literal_operand_type \
    501_arr_unsized_global_sized_by_initializer \
    502_arr_local_static_const_int_size \
    530_reach_if_constant_branches \
    531_reach_folded_conditions \
    533_reach_loops_never_run \
    535_reach_conditional_operand \
    537_reach_removed_code_resolution_errors \
    539_reach_called_only_from_removed_code \
    542_reach_uniform_initializer_undefined \
    663_cpp_words_are_names \
    664_true_false_hidden_by_declarations \
    665_true_false_are_constants_unhidden \
    745_fn_default_of_declaration_seen \
    748_fn_default_names_file_scope
do
    file=tests/sema/cases/$case.cg
    profile=$(sed -n '1s/.*profile=\([a-z0-9]*\).*/\1/p' "$file")
    profiles=$profile
    # Vertex cases are recorded for the NV profiles too.
    [ "$profile" = arbvp1 ] && profiles="arbvp1 vp20 vp30"
    for p in $profiles; do
        "$CGC" -quiet -profile "$p" -entry main "$file" -o "$OUT/$case.$p.asm"
    done
done
ls "$OUT" | wc -l
