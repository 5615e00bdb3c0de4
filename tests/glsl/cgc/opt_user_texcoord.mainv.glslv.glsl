// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -po userTexCoord -profile glslv
// source file: tests/glsl/cases/opt_user_texcoord.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program mainv
//semantic mainv.mvp
//var float4x4 mvp :  : _mvp1[0], 4 : 2 : 1
//var float4 p : $vin.POSITION : ATTR0 : 0 : 1
//var float2 uv : $vin.TEXCOORD0 : ATTR8 : 1 : 1
//var float4 mainv.pos : $vout.POSITION : POSITION : -1 : 1
//var float2 mainv.uv : $vout.TEXCOORD0 : TEXCOORD0 : -1 : 1
//var float4 mainv.t3 : $vout.TEXCOORD3 : TEXCOORD3 : -1 : 1
//var float4 mainv.c : $vout.COLOR0 : COLOR0 : -1 : 1

#version 110

struct V {
    vec4 _pos;
    vec2 _uv1;
    vec4 _t3;
    vec4 _c;
};

V _ret_0;
uniform vec4 _mvp1[4];
vec4 _r0002;
varying vec4 TEX0;
varying vec4 TEX3;

 // main procedure, the original name was mainv
void main()
{


    _r0002.x = dot(_mvp1[0], gl_Vertex);
    _r0002.y = dot(_mvp1[1], gl_Vertex);
    _r0002.z = dot(_mvp1[2], gl_Vertex);
    _r0002.w = dot(_mvp1[3], gl_Vertex);
    _ret_0._pos = _r0002;
    _ret_0._uv1 = gl_MultiTexCoord0.xy;
    _ret_0._t3 = gl_Vertex;
    _ret_0._c = gl_Vertex;
    gl_Position = _r0002;
    gl_FrontColor = gl_Vertex;
    TEX0.xy = gl_MultiTexCoord0.xy;
    TEX3 = gl_Vertex;
    return;
    TEX0.xy = _ret_0._uv1;
    TEX3 = _ret_0._t3;
} // main end
