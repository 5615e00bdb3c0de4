// glesv output by Cg compiler
// cgrs version 0.1.0
// command line args: -profile glesv
// source file: tests/glsl/cases/flow_kept_skinning.cg
//profile glesv
//program skin_uniform_count
//semantic skin_uniform_count.bonesPerVertex
//semantic skin_uniform_count.bones
//semantic skin_uniform_count.viewProjection
//var int bonesPerVertex :  : _bonesPerVertex1 : 4 : 1
//var float4x4 bones[0] :  : _bones1[0], 4 : 5 : 1
//var float4x4 bones[1] :  : _bones1[4], 4 : 5 : 1
//var float4x4 bones[2] :  : _bones1[8], 4 : 5 : 1
//var float4x4 bones[3] :  : _bones1[12], 4 : 5 : 1
//var float4x4 bones[4] :  : _bones1[16], 4 : 5 : 1
//var float4x4 bones[5] :  : _bones1[20], 4 : 5 : 1
//var float4x4 bones[6] :  : _bones1[24], 4 : 5 : 1
//var float4x4 bones[7] :  : _bones1[28], 4 : 5 : 1
//var float4x4 viewProjection :  : _viewProjection1[0], 4 : 6 : 1
//var float4 position : $vin.POSITION : POSITION : 0 : 1
//var float3 normal : $vin.NORMAL : NORMAL : 1 : 1
//var float4 weights : $vin.TEXCOORD1 : TEXCOORD1 : 2 : 1
//var float4 indices : $vin.TEXCOORD2 : TEXCOORD2 : 3 : 1
//var float3 skinnedNormal : $vout.TEXCOORD0 : TEXCOORD0 : 7 : 1
//var float4 skin_uniform_count : $vout.POSITION : HPOS : -1 : 1

precision highp float;

uniform int _bonesPerVertex1;
uniform vec4 _bones1[32];
uniform vec4 _viewProjection1[4];
attribute vec4 POSITION;
attribute vec4 NORMAL;
attribute vec4 TEXCOORD1;
attribute vec4 TEXCOORD2;
varying vec4 TEX0;

vec4 cgrs_read1(int i)
{
    if (i < 0 || i >= 32) return vec4(0.0);
    return _bones1[i];
}

// main procedure, the original name was skin_uniform_count
void main()
{
    vec4 i0 = POSITION;
    vec4 i1 = NORMAL;
    vec4 i2 = TEXCOORD1;
    vec4 i3 = TEXCOORD2;
    vec4 t0 = vec4(0.0);
    vec4 t1 = vec4(0.0);
    vec4 t2 = vec4(0.0);
    vec4 t3 = vec4(0.0);
    vec4 t8 = vec4(0.0);
    vec4 t9 = vec4(0.0);
    vec4 t15 = vec4(0.0);
    vec4 t22 = vec4(0.0);
    vec4 t23 = vec4(0.0);
    vec4 t24 = vec4(0.0);
    vec4 t25 = vec4(0.0);
    vec4 t30 = vec4(0.0);
    vec4 t33 = vec4(0.0);
    vec4 t37 = vec4(0.0);
    vec4 o0 = vec4(0.0);
    vec4 o1 = vec4(0.0);
    ivec4 a0 = ivec4(0);

    t1 = vec4(0.0);
    t2.xyz = vec3(0.0);
    t3.x = 0.0;
    t0.x = float(0.0 < float(_bonesPerVertex1));
    if (t0.x != 0.0) {
        for (;;) {
            t8 = vec4(equal(t3.xxxx, vec4(0.0, 1.0, 2.0, 3.0)));
            t9.x = dot(i2, t8);
            t15.x = dot(i3, t8);
            t22.x = abs(t15.x);
            t23.x = t22.x * 3.9;
            t24.x = floor(t23.x);
            t25.x = t24.x * 4.0;
            a0 = ivec4(int(floor(t25.x)));
            t30.x = dot(cgrs_read1(a0.x), i0);
            t30.y = dot(cgrs_read1(a0.x + 1), i0);
            t30.z = dot(cgrs_read1(a0.x + 2), i0);
            t30.w = dot(cgrs_read1(a0.x + 3), i0);
            t1 = t9.xxxx * t30 + t1;
            t33.x = dot(cgrs_read1(a0.x).xyz, i1.xyz);
            t33.y = dot(cgrs_read1(a0.x + 1).xyz, i1.xyz);
            t33.z = dot(cgrs_read1(a0.x + 2).xyz, i1.xyz);
            t2.xyz = t9.xxx * t33.xyz + t2.xyz;
            t3.x = t3.x + 1.0;
            t37.x = float(t3.x < float(_bonesPerVertex1));
            if (t37.x == 0.0) {
                break;
            }
        }
    }
    o1.x = dot(_viewProjection1[0], t1);
    o1.y = dot(_viewProjection1[1], t1);
    o1.z = dot(_viewProjection1[2], t1);
    o1.w = dot(_viewProjection1[3], t1);
    o0.xyz = t2.xyz;
    TEX0.xyz = o0.xyz;
    gl_Position = o1;
}
