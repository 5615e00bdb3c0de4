// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv -po version=100
// source file: tests/glsl/cases/sem_vout_all.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main
//semantic main.mvp
//var float4x4 mvp :  : _mvp1[0], 4 : 2 : 1
//var float4 p : $vin.POSITION : ATTR0 : 0 : 1
//var float4 c : $vin.COLOR0 : ATTR3 : 1 : 1
//var float4 main.position : $vout.POSITION : HPOS : -1 : 1
//var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
//var float4 main.specular : $vout.COLOR1 : COL1 : -1 : 1
//var float4 main.back : $vout.BCOL0 : BCOL0 : -1 : 1
//var float4 main.backSpec : $vout.BCOL1 : BCOL1 : -1 : 1
//var float4 main.t0 : $vout.TEXCOORD0 : TEX0 : -1 : 1
//var float3 main.t1 : $vout.TEXCOORD1 : TEX1 : -1 : 1
//var float2 main.t2 : $vout.TEXCOORD2 : TEX2 : -1 : 1
//var float main.t3 : $vout.TEXCOORD3 : TEX3 : -1 : 1
//var float4 main.t4 : $vout.TEXCOORD4 : TEX4 : -1 : 1
//var float4 main.t5 : $vout.TEXCOORD5 : TEX5 : -1 : 1
//var float4 main.t6 : $vout.TEXCOORD6 : TEX6 : -1 : 1
//var float4 main.t7 : $vout.TEXCOORD7 : TEX7 : -1 : 1
//var float main.fog : $vout.FOG : FOGC : -1 : 1
//var float main.psize : $vout.PSIZE : PSIZ : -1 : 1

struct VOut {
    vec4 _position;
    vec4 _color;
    vec4 _specular;
    vec4 _back;
    vec4 _backSpec;
    vec4 _t0;
    vec3 _t1;
    vec2 _t2;
    float _t3;
    vec4 _t4;
    vec4 _t5;
    vec4 _t6;
    vec4 _t7;
    float _fog;
    float _psize;
};

uniform vec4 _mvp1[4];
vec4 _r0002;

 // main procedure, the original name was main
void main()
{

    VOut _o;

    _r0002.x = dot(_mvp1[0], gl_Vertex);
    _r0002.y = dot(_mvp1[1], gl_Vertex);
    _r0002.z = dot(_mvp1[2], gl_Vertex);
    _r0002.w = dot(_mvp1[3], gl_Vertex);
    _o._back = 1.00000000E+00 - gl_Color;
    _o._backSpec = gl_Color*5.00000000E-01;
    _o._t4 = gl_Vertex*2.00000000E+00;
    _o._t5 = gl_Vertex*3.00000000E+00;
    _o._t6 = gl_Vertex*4.00000000E+00;
    _o._t7 = gl_Vertex*5.00000000E+00;
    gl_TexCoord[2].xy = gl_Vertex.xy;
    gl_FogFragCoord = _r0002.z;
    gl_TexCoord[5] = _o._t5;
    gl_BackSecondaryColor = _o._backSpec;
    gl_TexCoord[0] = gl_Vertex;
    gl_FrontSecondaryColor = gl_Color.wzyx;
    gl_PointSize = 4.00000000E+00;
    gl_TexCoord[3].x = gl_Vertex.w;
    gl_TexCoord[6] = _o._t6;
    gl_TexCoord[1].xyz = gl_Vertex.xyz;
    gl_TexCoord[4] = _o._t4;
    gl_Position = _r0002;
    gl_BackColor = _o._back;
    gl_TexCoord[7] = _o._t7;
    gl_FrontColor = gl_Color;
    return;
} // main end
