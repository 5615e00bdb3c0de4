// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -po userTexCoord -profile glslv -po version=130
// source file: tests/glsl/cases/opt_user_texcoord.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program mainv
//semantic mainv.mvp
//var float4x4 mvp :  : _mvp1[0], 4 : 2 : 1
//var float4 p : $vin.POSITION : POSITION : 0 : 1
//var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
//var float4 mainv.pos : $vout.POSITION : HPOS : -1 : 1
//var float2 mainv.uv : $vout.TEXCOORD0 : TEXCOORD0 : -1 : 1
//var float4 mainv.t3 : $vout.TEXCOORD3 : TEXCOORD3 : -1 : 1
//var float4 mainv.c : $vout.COLOR0 : COLOR0 : -1 : 1

#version 130

struct V {
    vec4 _pos;
    vec2 _uv1;
    vec4 _t3;
    vec4 _c;
};

uniform vec4 _mvp1[4];
vec4 _r0002;
in vec4 TEXCOORD0;
in vec4 cg_Vertex;
out vec4 cg_FrontColor;
out vec4 cg_TexCoord3;
out vec4 cg_TexCoord0;

 // main procedure, the original name was mainv
void main()
{


    _r0002.x = dot(_mvp1[0], cg_Vertex);
    _r0002.y = dot(_mvp1[1], cg_Vertex);
    _r0002.z = dot(_mvp1[2], cg_Vertex);
    _r0002.w = dot(_mvp1[3], cg_Vertex);
    cg_TexCoord0.xy = TEXCOORD0.xy;
    cg_TexCoord3 = cg_Vertex;
    gl_Position = _r0002;
    cg_FrontColor = cg_Vertex;
    return;
} // main end
