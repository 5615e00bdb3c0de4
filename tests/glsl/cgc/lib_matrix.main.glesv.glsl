// glesv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesv
// source file: tests/glsl/cases/lib_matrix.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesv
//program main
//semantic main.world
//semantic main.viewProj
//semantic main.normalMat
//semantic main.skin
//semantic main.rot
//var float4x4 world :  : _world1[0], 4 : 2 : 1
//var float4x4 viewProj :  : _viewProj1[0], 4 : 3 : 1
//var float3x3 normalMat :  : _normalMat1[0], 3 : 4 : 1
//var float4x3 skin :  : _skin1[0], 4 : 5 : 1
//var float2x2 rot :  : _rot1[0], 2 : 6 : 1
//var float4 p : $vin.POSITION : POSITION : 0 : 1
//var float3 n : $vin.NORMAL : NORMAL : 1 : 1
//var float4 o : $vout.TEXCOORD0 : TEXCOORD0 : 7 : 1
//var float4 main : $vout.POSITION : HPOS : -1 : 1

precision mediump float;

uniform vec4 _world1[4];
uniform vec4 _viewProj1[4];
uniform vec3 _normalMat1[3];
uniform vec3 _skin1[4];
uniform vec2 _rot1[2];
vec4 _C0014[4];
vec3 _r0016;
vec3 _r0024;
vec3 _r0026;
vec3 _r0030;
float _TMP37;
vec3 _b0040;
vec2 _r0042;
vec2 _r0048;
vec4 _r0050;
attribute vec4 POSITION;
attribute vec4 NORMAL;
varying vec4 TEX0;
vec3 _TMP59;
vec3 _TMP60;
vec3 _TMP61;
vec3 _TMP62;
vec3 _TMP63;
vec3 _TMP64;
vec3 _TMP65;
vec3 _TMP66;
vec3 _TMP67;
vec3 _TMP68;

 // main procedure, the original name was main
void main()
{

    vec4 _o;
    vec3 _wn;
    vec3 _TMP11;

    _C0014[0] = _viewProj1[0].x*_world1[0] + _viewProj1[0].y*_world1[1] + _viewProj1[0].z*_world1[2] + _viewProj1[0].w*_world1[3];
    _C0014[1] = _viewProj1[1].x*_world1[0] + _viewProj1[1].y*_world1[1] + _viewProj1[1].z*_world1[2] + _viewProj1[1].w*_world1[3];
    _C0014[2] = _viewProj1[2].x*_world1[0] + _viewProj1[2].y*_world1[1] + _viewProj1[2].z*_world1[2] + _viewProj1[2].w*_world1[3];
    _C0014[3] = _viewProj1[3].x*_world1[0] + _viewProj1[3].y*_world1[1] + _viewProj1[3].z*_world1[2] + _viewProj1[3].w*_world1[3];
    _r0016.x = dot(_normalMat1[0], NORMAL.xyz);
    _r0016.y = dot(_normalMat1[1], NORMAL.xyz);
    _r0016.z = dot(_normalMat1[2], NORMAL.xyz);
    _TMP59.x = _world1[0].x;
    _TMP59.y = _world1[0].y;
    _TMP59.z = _world1[0].z;
    _r0024 = NORMAL.x*_TMP59;
    _TMP60.x = _world1[1].x;
    _TMP60.y = _world1[1].y;
    _TMP60.z = _world1[1].z;
    _r0024 = _r0024 + NORMAL.y*_TMP60;
    _TMP61.x = _world1[2].x;
    _TMP61.y = _world1[2].y;
    _TMP61.z = _world1[2].z;
    _r0024 = _r0024 + NORMAL.z*_TMP61;
    _wn = _r0016 + _r0024;
    _r0026 = POSITION.x*_skin1[0];
    _r0026 = _r0026 + POSITION.y*_skin1[1];
    _r0026 = _r0026 + POSITION.z*_skin1[2];
    _r0026 = _r0026 + POSITION.w*_skin1[3];
    _TMP62.x = _normalMat1[0].x;
    _TMP62.y = _normalMat1[1].x;
    _TMP62.z = _normalMat1[2].x;
    _r0030.x = dot(_TMP62, _r0026);
    _TMP63.x = _normalMat1[0].y;
    _TMP63.y = _normalMat1[1].y;
    _TMP63.z = _normalMat1[2].y;
    _r0030.y = dot(_TMP63, _r0026);
    _TMP64.x = _normalMat1[0].z;
    _TMP64.y = _normalMat1[1].z;
    _TMP64.z = _normalMat1[2].z;
    _r0030.z = dot(_TMP64, _r0026);
    _TMP65.x = _normalMat1[1].y;
    _TMP65.y = _normalMat1[1].z;
    _TMP65.z = _normalMat1[1].x;
    _TMP66.x = _normalMat1[2].z;
    _TMP66.y = _normalMat1[2].x;
    _TMP66.z = _normalMat1[2].y;
    _TMP67.x = _normalMat1[1].z;
    _TMP67.y = _normalMat1[1].x;
    _TMP67.z = _normalMat1[1].y;
    _TMP68.x = _normalMat1[2].y;
    _TMP68.y = _normalMat1[2].z;
    _TMP68.z = _normalMat1[2].x;
    _b0040 = _TMP65*_TMP66 - _TMP67*_TMP68;
    _TMP37 = dot(_normalMat1[0], _b0040);
    _TMP11 = _wn + _r0030;
    _o = vec4(_TMP11.x, _TMP11.y, _TMP11.z, _TMP37);
    _r0042.x = dot(_rot1[0], POSITION.xy);
    _r0042.y = dot(_rot1[1], POSITION.xy);
    _r0048 = POSITION.z*_rot1[0];
    _r0048 = _r0048 + POSITION.w*_rot1[1];
    _o.xy = _o.xy + _r0042 + _r0048;
    _r0050.x = dot(_C0014[0], POSITION);
    _r0050.y = dot(_C0014[1], POSITION);
    _r0050.z = dot(_C0014[2], POSITION);
    _r0050.w = dot(_C0014[3], POSITION);
    gl_Position = _r0050;
    TEX0 = _o;
    return;
    TEX0 = _o;
} // main end
