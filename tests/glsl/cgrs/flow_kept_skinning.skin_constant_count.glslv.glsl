// glslv output by Cg compiler
// cgrs version 0.1.0
// command line args: -profile glslv
// source file: tests/glsl/cases/flow_kept_skinning.cg
//profile glslv
//program skin_constant_count
//semantic skin_constant_count.bones
//semantic skin_constant_count.viewProjection
//var float4x4 bones[0] :  : _bones1[0], 4 : 4 : 1
//var float4x4 bones[1] :  : _bones1[4], 4 : 4 : 1
//var float4x4 bones[2] :  : _bones1[8], 4 : 4 : 1
//var float4x4 bones[3] :  : _bones1[12], 4 : 4 : 1
//var float4x4 bones[4] :  : _bones1[16], 4 : 4 : 1
//var float4x4 bones[5] :  : _bones1[20], 4 : 4 : 1
//var float4x4 bones[6] :  : _bones1[24], 4 : 4 : 1
//var float4x4 bones[7] :  : _bones1[28], 4 : 4 : 1
//var float4x4 viewProjection :  : _viewProjection1[0], 4 : 5 : 1
//var float4 position : $vin.POSITION : ATTR0 : 0 : 1
//var float3 normal : $vin.NORMAL : ATTR2 : 1 : 1
//var float4 weights : $vin.TEXCOORD1 : ATTR9 : 2 : 1
//var float4 indices : $vin.TEXCOORD2 : ATTR10 : 3 : 1
//var float3 skinnedNormal : $vout.TEXCOORD0 : TEX0 : 6 : 1
//var float4 skin_constant_count : $vout.POSITION : HPOS : -1 : 1

#version 110

uniform vec4 _bones1[32];
uniform vec4 _viewProjection1[4];

vec4 cgrs_read0(int i)
{
    if (i < 0 || i >= 32) return vec4(0.0);
    return _bones1[i];
}

// main procedure, the original name was skin_constant_count
void main()
{
    vec4 i0 = gl_Vertex;
    vec4 i1 = vec4(gl_Normal, 1.0);
    vec4 i2 = gl_MultiTexCoord1;
    vec4 i3 = gl_MultiTexCoord2;
    vec4 t14 = vec4(0.0);
    vec4 t16 = vec4(0.0);
    vec4 t32 = vec4(0.0);
    vec4 t33 = vec4(0.0);
    vec4 t34 = vec4(0.0);
    vec4 t35 = vec4(0.0);
    vec4 t36 = vec4(0.0);
    vec4 t37 = vec4(0.0);
    vec4 t52 = vec4(0.0);
    vec4 t54 = vec4(0.0);
    vec4 t55 = vec4(0.0);
    vec4 t57 = vec4(0.0);
    vec4 t64 = vec4(0.0);
    vec4 t65 = vec4(0.0);
    vec4 t66 = vec4(0.0);
    vec4 t67 = vec4(0.0);
    vec4 t72 = vec4(0.0);
    vec4 t74 = vec4(0.0);
    vec4 t75 = vec4(0.0);
    vec4 t83 = vec4(0.0);
    vec4 t84 = vec4(0.0);
    vec4 t85 = vec4(0.0);
    vec4 t86 = vec4(0.0);
    vec4 o0 = vec4(0.0);
    vec4 o1 = vec4(0.0);
    ivec4 a0 = ivec4(0);

    t83.xyz = abs(i3.xyz);
    t84.xyz = t83.xyz * vec3(3.9);
    t85.xyz = floor(t84.xyz);
    t86.xyz = t85.xyz * vec3(4.0);
    a0 = ivec4(int(floor(t86.x)));
    t14.x = dot(cgrs_read0(a0.x), i0);
    t14.y = dot(cgrs_read0(a0.x + 1), i0);
    t14.z = dot(cgrs_read0(a0.x + 2), i0);
    t14.w = dot(cgrs_read0(a0.x + 3), i0);
    t16.x = dot(cgrs_read0(a0.x).xyz, i1.xyz);
    t16.y = dot(cgrs_read0(a0.x + 1).xyz, i1.xyz);
    t16.z = dot(cgrs_read0(a0.x + 2).xyz, i1.xyz);
    a0 = ivec4(int(floor(t86.y)));
    t32.x = dot(cgrs_read0(a0.x), i0);
    t32.y = dot(cgrs_read0(a0.x + 1), i0);
    t32.z = dot(cgrs_read0(a0.x + 2), i0);
    t32.w = dot(cgrs_read0(a0.x + 3), i0);
    t33 = i2.yyyy * t32;
    t34 = i2.xxxx * t14 + t33;
    t35.x = dot(cgrs_read0(a0.x).xyz, i1.xyz);
    t35.y = dot(cgrs_read0(a0.x + 1).xyz, i1.xyz);
    t35.z = dot(cgrs_read0(a0.x + 2).xyz, i1.xyz);
    t36.xyz = i2.yyy * t35.xyz;
    t37.xyz = i2.xxx * t16.xyz + t36.xyz;
    a0 = ivec4(int(floor(t86.z)));
    t52.x = dot(cgrs_read0(a0.x), i0);
    t52.y = dot(cgrs_read0(a0.x + 1), i0);
    t52.z = dot(cgrs_read0(a0.x + 2), i0);
    t52.w = dot(cgrs_read0(a0.x + 3), i0);
    t54 = i2.zzzz * t52 + t34;
    t55.x = dot(cgrs_read0(a0.x).xyz, i1.xyz);
    t55.y = dot(cgrs_read0(a0.x + 1).xyz, i1.xyz);
    t55.z = dot(cgrs_read0(a0.x + 2).xyz, i1.xyz);
    t57.xyz = i2.zzz * t55.xyz + t37.xyz;
    t64.x = abs(i3.w);
    t65.x = t64.x * 3.9;
    t66.x = floor(t65.x);
    t67.x = t66.x * 4.0;
    a0 = ivec4(int(floor(t67.x)));
    t72.x = dot(cgrs_read0(a0.x), i0);
    t72.y = dot(cgrs_read0(a0.x + 1), i0);
    t72.z = dot(cgrs_read0(a0.x + 2), i0);
    t72.w = dot(cgrs_read0(a0.x + 3), i0);
    t74 = i2.wwww * t72 + t54;
    t75.x = dot(cgrs_read0(a0.x).xyz, i1.xyz);
    t75.y = dot(cgrs_read0(a0.x + 1).xyz, i1.xyz);
    t75.z = dot(cgrs_read0(a0.x + 2).xyz, i1.xyz);
    o0.xyz = i2.www * t75.xyz + t57.xyz;
    o1.x = dot(_viewProjection1[0], t74);
    o1.y = dot(_viewProjection1[1], t74);
    o1.z = dot(_viewProjection1[2], t74);
    o1.w = dot(_viewProjection1[3], t74);
    gl_TexCoord[0].xyz = o0.xyz;
    gl_Position = o1;
}
